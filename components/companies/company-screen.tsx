"use client";

import Link from "next/link";
import { useState } from "react";
import { ChevronLeft, UserPlus } from "lucide-react";
import { toast } from "sonner";
import { LoadError } from "@/components/common/load-error";
import { LoadingHint } from "@/components/common/loading-hint";
import { useSelection } from "@/components/common/use-selection";
import { isOutOfCredits, showOutOfCredits } from "@/components/pipeline/out-of-credits";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useAddCompanyLeads, useCompanyPage } from "@/lib/companies/hooks";
import type { CompanySort, CompanyTab } from "@/lib/companies/schema";
import type { AddLeadsResult, CompanyPage } from "@/lib/companies/types";
import { ApiClientError, errorMessage } from "@/lib/http/client";
import { CompanyLeads } from "./company-leads";
import { CompanyPeople } from "./company-people";
import { UpdatingNote } from "./updating-note";

const PAGE_SIZE = 25;

/** What adding did, in one line: added, already leads, not added for want of credits or facts. */
export function addedText(r: AddLeadsResult): string {
  const parts = [`${r.added} ${r.added === 1 ? "lead" : "leads"} added`];
  if (r.duplicates) parts.push(`${r.duplicates} already in your pipeline`);
  if (r.invalid) parts.push(`${r.invalid} without enough details to add`);
  if (r.out_of_credits) parts.push(`${r.out_of_credits} not added: out of credits`);
  return parts.join(" · ");
}

/** One company as the member's team knows it (issue 29): its people now and before, the member's leads there, the counts. */
export function CompanyScreen({ companyKey }: { companyKey: string }) {
  const [tab, setTab] = useState<CompanyTab>("current");
  const [sort, setSort] = useState<CompanySort>("strength");
  const [page, setPage] = useState(1);
  const q = useCompanyPage(companyKey, tab, sort, (page - 1) * PAGE_SIZE, PAGE_SIZE);
  const selection = useSelection(`${companyKey}|${tab}`);
  const add = useAddCompanyLeads(companyKey);

  if (q.isPending) return <LoadingHint />;
  if (q.isError) {
    const missing = q.error instanceof ApiClientError && q.error.status === 404;
    return (
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
        <BackLink />
        {missing ? (
          <p className="rounded-lg border bg-card p-10 text-center text-sm text-muted-foreground">Nobody in your team&apos;s network works or worked at this company.</p>
        ) : (
          <LoadError message={errorMessage(q.error, "Unable to load this company")} onRetry={() => void q.refetch()} />
        )}
      </div>
    );
  }
  const data: CompanyPage = q.data;
  const names = new Map(data.people.map((p) => [p.person_id, p.name]));

  const addSelected = () => {
    const ids = [...selection.selected];
    add.mutate(ids, {
      onSuccess: (r) => {
        selection.clear();
        if (r.out_of_credits) showOutOfCredits(names.get(ids[ids.length - r.out_of_credits]!) || data.company.name);
        toast.success(addedText(r));
      },
      onError: (e) => {
        if (isOutOfCredits(e)) showOutOfCredits(names.get(ids[0]!) || data.company.name);
        else toast.error(errorMessage(e, "Unable to add leads"));
      },
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <BackLink />
      <h1 className="text-2xl font-semibold tracking-tight">{data.company.name}</h1>
      {data.updating && <UpdatingNote computedAt={data.updating.computed_at} what="These ways in are" />}
      <dl className="grid grid-cols-3 gap-3" aria-label="Counts">
        <Stat label="People reachable" value={`${data.counts.reachable} of ${data.counts.people}`} hint="People of your team's network there with at least one way in" />
        <Stat label="Good ways in" value={String(data.counts.good_paths)} hint="People whose best way in scores above 75" />
        <Stat label="Teammates who know someone there" value={String(data.counts.teammates)} hint="Teammates with a connection or a shared job there" />
      </dl>
      <Tabs
        value={tab}
        onValueChange={(v) => {
          setTab(v as CompanyTab);
          setPage(1);
        }}
        className="gap-0 rounded-lg border bg-card"
        aria-label="People"
      >
        <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3">
          <TabsList>
            <TabsTrigger value="current">Current ({data.counts.current})</TabsTrigger>
            <TabsTrigger value="former">Former ({data.counts.former})</TabsTrigger>
          </TabsList>
          <div className="flex items-center gap-3">
            <Select
              value={sort}
              onValueChange={(v) => {
                setSort(v as CompanySort);
                setPage(1);
              }}
            >
              <SelectTrigger className="w-48" aria-label="Sort people">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="strength">Sort by strength</SelectItem>
                <SelectItem value="seniority">Sort by seniority</SelectItem>
              </SelectContent>
            </Select>
            <Button onClick={addSelected} disabled={!selection.selected.size || add.isPending}>
              <UserPlus aria-hidden /> Add as leads{selection.selected.size ? ` (${selection.selected.size})` : ""}
            </Button>
          </div>
        </div>
        {/* Both panels stay in the page (each tab names its panel); only the chosen one has rows. */}
        {(["current", "former"] as const).map((value) => (
          <TabsContent key={value} value={value} forceMount>
            {tab === value && <CompanyPeople data={data} tab={tab} page={page} pageSize={PAGE_SIZE} onPage={setPage} selected={selection.selected} onSelect={selection.select} />}
          </TabsContent>
        ))}
      </Tabs>
      <CompanyLeads company={data.company.name} leads={data.leads} />
    </div>
  );
}

function BackLink() {
  return (
    <Link href="/companies/" className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
      <ChevronLeft className="size-4" aria-hidden /> Companies
    </Link>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="rounded-lg border bg-card px-4 py-3" title={hint}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
