"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ExternalLink, Handshake, Tags, UserPlus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { LoadError } from "@/components/common/load-error";
import { LoadingHint } from "@/components/common/loading-hint";
import { AskIntroDialog, type AskTarget } from "@/components/intros/ask-intro-dialog";
import { AddRelationshipDialog } from "@/components/network/add-relationship-dialog";
import { askForPath } from "@/components/pipeline/detail/detail-view";
import { SegmentTags, StrengthChip } from "@/components/pipeline/detail/path-cells";
import { LeadAvatar } from "@/components/pipeline/lead-avatar";
import { isOutOfCredits, showOutOfCredits } from "@/components/pipeline/out-of-credits";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { ApiClientError, errorMessage } from "@/lib/http/client";
import { INTRO_STATUS_LABEL, type IntroStatus } from "@/lib/intros/status";
import { useCreateLead } from "@/lib/leads/hooks";
import { ORIGIN_TYPE_LABEL } from "@/lib/paths/path-filters";
import { openLeadPathsQuery, personKeys, usePersonPanel } from "@/lib/pipeline/hooks";
import { myConnectionText, periodText, yearsText } from "@/lib/pipeline/person-text";
import type { PersonPanel } from "@/lib/pipeline/types";
import { closePerson, useOpenPerson } from "./open-person";

/**
 * The person panel (issue 28): whoever is clicked — a network row, a node of a path, a person of an
 * intro request — as the member's team knows them (GET v2/people/{id}): who knows them and how,
 * their history, the member's leads they can introduce (each with 'Ask for intro'), the member's own
 * last interaction, the open requests through them; tag them, or add them as a lead.
 */
export function PersonPanelHost() {
  const personId = useOpenPerson();
  const [asking, setAsking] = useState<AskTarget | null>(null);
  return (
    <>
      <Sheet open={personId !== null} onOpenChange={(open) => !open && closePerson()}>
        <SheetContent className="w-full gap-0 overflow-y-auto sm:max-w-md" data-testid="person-panel">
          {personId && <PersonBody key={personId} personId={personId} onAsk={setAsking} />}
        </SheetContent>
      </Sheet>
      <AskIntroDialog target={asking} onOpenChange={(open) => !open && setAsking(null)} />
    </>
  );
}

function PersonBody({ personId, onAsk }: { personId: string; onAsk: (t: AskTarget) => void }) {
  const panel = usePersonPanel(personId);
  if (panel.isPending)
    return (
      <>
        <SheetHeader>
          <SheetTitle>Person</SheetTitle>
          <SheetDescription className="sr-only">Loading who they are to your team</SheetDescription>
        </SheetHeader>
        <LoadingHint className="flex min-h-40 items-center justify-center" />
      </>
    );
  if (panel.isError) {
    const notFound = panel.error instanceof ApiClientError && panel.error.status === 404;
    return (
      <>
        <SheetHeader>
          <SheetTitle>{notFound ? "Not in your team's network" : "Person"}</SheetTitle>
          <SheetDescription>
            {notFound ? "Nobody in your team knows this person, and they are none of your leads, so there is nothing to show." : "We could not load this person."}
          </SheetDescription>
        </SheetHeader>
        {!notFound && <LoadError message="We could not load this person." onRetry={() => void panel.refetch()} />}
      </>
    );
  }
  return <PersonDetails data={panel.data} onAsk={onAsk} />;
}

function Section({ title, count, children, testId }: { title: string; count?: number; children: ReactNode; testId: string }) {
  return (
    <section className="grid gap-2 border-t px-4 py-4" aria-label={title} data-testid={testId}>
      <h3 className="text-sm font-semibold">
        {title}
        {count !== undefined && <span className="ml-1 font-normal text-muted-foreground">({count})</span>}
      </h3>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-xs text-muted-foreground">{children}</p>;
}

function PersonDetails({ data, onAsk }: { data: PersonPanel; onAsk: (t: AskTarget) => void }) {
  const { person } = data;
  const qc = useQueryClient();
  const createLead = useCreateLead();
  const [tagging, setTagging] = useState(false);
  const [opening, setOpening] = useState<string | null>(null);
  const who = [person.role, person.company].filter(Boolean).join(" at ");
  const mine = myConnectionText(data.my_connection);
  const asked = new Map(data.intro_requests.filter((r) => r.side === "requester").map((r) => [r.lead_id, r.status]));

  async function askFor(item: PersonPanel["can_introduce"][number]) {
    setOpening(item.path_id);
    try {
      // The lead opened as its page opens it, answering only this path: the ask is drafted from the
      // live path, with the next-best path the server found among all the lead's paths.
      const opened = await qc.fetchQuery(openLeadPathsQuery(item.lead_id, { path_id: item.path_id, limit: 1 }));
      const path = opened.paths[0];
      if (!path) toast.error("This path has changed since. Open the lead to see its paths now.");
      else onAsk(askForPath(item.lead_id, path));
    } catch (e) {
      if (isOutOfCredits(e)) showOutOfCredits(item.lead_name);
      else toast.error(errorMessage(e));
    } finally {
      setOpening(null);
    }
  }

  async function addAsLead() {
    try {
      await createLead.mutateAsync({ linkedin_url: person.linkedin_url ?? "", upload_type: "manual", name: person.name, company: person.company, role: person.role });
      toast.success("Leads added successfully");
      void qc.invalidateQueries({ queryKey: personKeys.all });
    } catch (e) {
      // Adding a lead spends a credit (spec 001 §8): out of credits, the notice and the plan dialog.
      if (isOutOfCredits(e)) showOutOfCredits(person.name);
      else toast.error(errorMessage(e, "Unable to add lead"));
    }
  }

  return (
    <>
      <SheetHeader className="pr-10">
        <div className="flex items-center gap-3">
          <LeadAvatar name={person.name} src={person.profile} />
          <div className="min-w-0">
            <SheetTitle className="break-words">{person.name || "Unnamed person"}</SheetTitle>
            <SheetDescription className="break-words">{who || person.headline || "No role known"}</SheetDescription>
          </div>
        </div>
        <div className="mt-2 flex flex-wrap gap-2">
          {data.my_connection && (
            <Button size="sm" variant="outline" onClick={() => setTagging(true)}>
              <Tags aria-hidden /> Tag
            </Button>
          )}
          {person.linkedin_url && (
            <Button size="sm" variant="outline" onClick={addAsLead} disabled={createLead.isPending}>
              <UserPlus aria-hidden /> {createLead.isPending ? "Adding…" : "Add as lead"}
            </Button>
          )}
          {person.linkedin_url && (
            <Button size="sm" variant="ghost" asChild>
              <a href={person.linkedin_url} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden /> LinkedIn
              </a>
            </Button>
          )}
        </div>
      </SheetHeader>

      <Section title="Your last interaction" testId="person-mine">
        <p className="text-sm">{mine ?? "Not in your own network: you know them through your team."}</p>
      </Section>

      <Section title="Can introduce you to" count={data.can_introduce.length} testId="person-can-introduce">
        {data.can_introduce.length === 0 ? (
          <Empty>None of your leads is reached through them.</Empty>
        ) : (
          <ul className="grid gap-3">
            {data.can_introduce.map((c) => (
              <li key={c.path_id} className="grid gap-1" data-testid="can-introduce-item">
                <div className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 text-sm font-medium break-words">{c.lead_name || "A lead"}</span>
                  <StrengthChip strength={c.strength} />
                  {asked.has(c.lead_id) ? (
                    // One open request per lead and introducer: this one is already asked.
                    <span className="text-xs font-medium text-primary">Intro: {INTRO_STATUS_LABEL[asked.get(c.lead_id) as IntroStatus] ?? asked.get(c.lead_id)}</span>
                  ) : (
                    <Button size="sm" variant="outline" onClick={() => void askFor(c)} disabled={opening !== null}>
                      <Handshake aria-hidden /> {opening === c.path_id ? "Opening…" : "Ask for intro"}
                    </Button>
                  )}
                </div>
                {c.reason && <p className="text-xs break-words text-muted-foreground">{c.reason}</p>}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Known by" count={data.known_by.length} testId="person-known-by">
        {data.known_by.length === 0 ? (
          <Empty>Nobody in your team is linked to them yet.</Empty>
        ) : (
          <ul className="grid gap-3">
            {data.known_by.map((k) => (
              <li key={k.origin.id} className="grid gap-1" data-testid="known-by-item">
                <p className="text-sm">
                  <span className="font-medium">{k.origin.name}</span>
                  {ORIGIN_TYPE_LABEL[k.origin.type] !== k.origin.name && <span className="ml-1.5 text-xs text-muted-foreground">{ORIGIN_TYPE_LABEL[k.origin.type]}</span>}
                </p>
                <SegmentTags segment={k.segment} max={3} />
                <ul className="grid gap-0.5">
                  {k.segment.details.map((d) => (
                    <li key={d.tag} className="text-xs break-words text-muted-foreground">
                      <span className="font-medium text-foreground">{d.tag}</span>
                      {d.evidence ? `: ${d.evidence}` : ""}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Open intro requests" count={data.intro_requests.length} testId="person-requests">
        {data.intro_requests.length === 0 ? (
          <Empty>No open intro request goes through them.</Empty>
        ) : (
          <ul className="grid gap-1">
            {data.intro_requests.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 break-words">
                  {r.lead_name || "A lead"} <span className="text-xs text-muted-foreground">({r.side === "requester" ? "you asked" : "you were asked"})</span>
                </span>
                <span className="shrink-0 text-xs font-medium text-primary">{INTRO_STATUS_LABEL[r.status as IntroStatus] ?? r.status}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="History" testId="person-history">
        {data.history.experiences.length === 0 && data.history.educations.length === 0 ? (
          <Empty>Your team&apos;s data holds no history for them.</Empty>
        ) : (
          <ul className="grid gap-1.5">
            {data.history.experiences.map((e, i) => (
              <li key={`e${i}`} className="text-sm">
                <span className="break-words">{[e.title, e.company].filter(Boolean).join(" at ")}</span>
                {periodText(e.from_date, e.to_date, e.is_current) && <span className="block text-xs text-muted-foreground">{periodText(e.from_date, e.to_date, e.is_current)}</span>}
              </li>
            ))}
            {data.history.educations.map((s, i) => (
              <li key={`s${i}`} className="text-sm">
                <span className="break-words">{[s.degree, s.school].filter(Boolean).join(", ")}</span>
                {yearsText(s.from_year, s.to_year) && <span className="block text-xs text-muted-foreground">{yearsText(s.from_year, s.to_year)}</span>}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <AddRelationshipDialog
        open={tagging}
        onOpenChange={setTagging}
        people={[person.id]}
        onDone={() => void qc.invalidateQueries({ queryKey: personKeys.one(person.id) })}
      />
    </>
  );
}
