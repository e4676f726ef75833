"use client";

import { PersonLink } from "@/components/people/person-link";
import { ExternalLink as Linkedin } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { NetworkConnection } from "@/lib/network/schema";
import { ConnectionMenu, currentJob, formatDate, initials, type RowActions } from "./connection-menu";
import { PrivateMarker } from "./privacy";
import { TagChips } from "./tag-chips";

/**
 * Table view: selection, 2 tags then +N, private interaction facts (the member's own edges). A
 * collaborator's row ("users") is read-only: no selection, no actions, no private facts.
 */
export function ConnectionsTable({
  rows,
  selected,
  onSelect,
  actions,
}: {
  rows: NetworkConnection[];
  selected: Set<string>;
  onSelect: (ids: string[], on: boolean) => void;
  actions: RowActions;
}) {
  const own = rows.filter((r) => r.network !== "users");
  const allOn = own.length > 0 && own.every((r) => selected.has(r.id));
  return (
    // Below 1280 px the columns are fixed to the page's width (it never scrolls sideways): Designation
    // sits under Company, long names wrap, tags are cut with their name on hover.
    <div className="overflow-hidden rounded-lg border">
      <Table data-testid="connections-table" className="table-fixed xl:table-auto">
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <Checkbox checked={allOn} onCheckedChange={(v) => onSelect(own.map((r) => r.id), !!v)} disabled={!own.length} aria-label="Select all" />
            </TableHead>
            <TableHead>Name</TableHead>
            <TableHead className="w-[19%] whitespace-normal xl:w-auto">
              Company<span className="font-normal text-muted-foreground xl:hidden"> · Designation</span>
            </TableHead>
            <TableHead className="hidden xl:table-cell">Designation</TableHead>
            <TableHead className="w-[160px] xl:w-auto">Relationship</TableHead>
            <TableHead className="w-[100px] whitespace-normal xl:w-auto xl:whitespace-nowrap">Connected on</TableHead>
            <TableHead className="w-[84px] text-right whitespace-normal xl:w-auto">E-mails · Meetings</TableHead>
            <TableHead className="w-[52px]" />
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((c) => {
            const job = currentJob(c);
            const p = c.connected_li_user;
            return (
              <TableRow key={c.id} data-state={selected.has(c.id) ? "selected" : undefined} data-testid="connection-row">
                <TableCell>
                  {c.network !== "users" && <Checkbox checked={selected.has(c.id)} onCheckedChange={(v) => onSelect([c.id], !!v)} aria-label={`Select ${p.full_name}`} />}
                </TableCell>
                <TableCell className="xl:max-w-64">
                  <div className="flex items-center gap-3">
                    <Avatar className="hidden size-8 xl:flex">
                      {p.profile && <AvatarImage src={p.profile} alt="" />}
                      <AvatarFallback className="text-xs">{initials(p.full_name)}</AvatarFallback>
                    </Avatar>
                    <div className="min-w-0">
                      <div className="flex items-center gap-1.5">
                        {/* The name opens the person panel (issue 28): who in the team knows them, whom they can introduce. */}
                        <PersonLink id={c.connected_user} name={p.full_name || "Unknown"} className="line-clamp-2 font-medium whitespace-normal" />
                        {p.linkedin_url && (
                          <a href={p.linkedin_url} target="_blank" rel="noreferrer noopener" aria-label={`${p.full_name} on LinkedIn`} className="text-[#0A66C2]">
                            <Linkedin className="size-3.5" aria-hidden />
                          </a>
                        )}
                      </div>
                      {c.team_member && (
                        <Badge variant="secondary" className="mt-0.5 max-w-full truncate text-[10px]" data-testid="team-member-badge">
                          {c.team_member.name}&apos;s network
                        </Badge>
                      )}
                      {c.private && <PrivateMarker />}
                      {c.extended_network && (
                        <Badge variant="secondary" className="mt-0.5 max-w-full truncate text-[10px]">
                          via {c.extended_network.name}
                        </Badge>
                      )}
                    </div>
                  </div>
                </TableCell>
                <TableCell className="xl:max-w-48" title={[job.company, job.title].filter(Boolean).join(" · ")}>
                  <span className="block truncate">{job.company || "—"}</span>
                  <span className="block truncate text-xs text-muted-foreground xl:hidden">{job.title}</span>
                </TableCell>
                <TableCell className="hidden max-w-56 truncate xl:table-cell" title={job.title}>
                  {job.title || "—"}
                </TableCell>
                <TableCell className="xl:max-w-72">
                  <TagChips tags={p.user_tags_v2} max={2} taggedBy={c.team_member?.name} />
                </TableCell>
                <TableCell className="text-muted-foreground xl:whitespace-nowrap">{formatDate(c.connected_on) || "—"}</TableCell>
                <TableCell className="text-right tabular-nums text-muted-foreground">
                  {c.email_count === null ? "—" : `${c.email_count} · ${c.meeting_count}`}
                </TableCell>
                <TableCell>{c.network !== "users" && <ConnectionMenu connection={c} actions={actions} />}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
