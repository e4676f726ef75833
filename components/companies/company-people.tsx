"use client";

import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { PagerFooter } from "@/components/pipeline/pager-footer";
import type { CompanyTab } from "@/lib/companies/schema";
import type { CompanyPage } from "@/lib/companies/types";
import { PersonLink } from "@/components/people/person-link";
import { WayInCell } from "./way-in";

/**
 * One tab of a company's people with their best way in. A person already among the member's leads
 * is marked and not offered again. A name opens the person panel.
 */
export function CompanyPeople(props: {
  data: CompanyPage;
  tab: CompanyTab;
  page: number;
  pageSize: number;
  onPage: (p: number) => void;
  selected: Set<string>;
  onSelect: (ids: string[], on: boolean) => void;
}) {
  const { data, tab, selected, onSelect } = props;
  if (!data.people.length) {
    return <p className="p-10 text-center text-sm text-muted-foreground">{tab === "current" ? "Nobody in your team's network works here now." : "Nobody in your team's network worked here before."}</p>;
  }
  const selectable = data.people.filter((p) => !p.is_lead).map((p) => p.person_id);
  const all = selectable.length > 0 && selectable.every((id) => selected.has(id));
  return (
    <>
      <Table className="table-fixed">
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <Checkbox checked={all} disabled={!selectable.length} onCheckedChange={(on) => onSelect(selectable, on === true)} aria-label="Select everyone on this page" />
            </TableHead>
            <TableHead className="w-[28%]">Person</TableHead>
            <TableHead className="w-28">Seniority</TableHead>
            <TableHead>Best way in</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.people.map((p) => (
            <TableRow key={p.person_id} data-testid="company-person">
              <TableCell className="align-top">
                <Checkbox
                  checked={selected.has(p.person_id)}
                  disabled={p.is_lead}
                  onCheckedChange={(on) => onSelect([p.person_id], on === true)}
                  aria-label={p.is_lead ? `${p.name} is already a lead` : `Select ${p.name}`}
                />
              </TableCell>
              <TableCell className="align-top whitespace-normal">
                <div className="flex flex-wrap items-center gap-2">
                  <PersonLink id={p.person_id} name={p.name || "Unnamed"} className="font-medium" />
                  {p.is_lead && <Badge variant="secondary">Lead</Badge>}
                </div>
                <p className="truncate text-xs text-muted-foreground" title={p.role}>
                  {p.role || "—"}
                </p>
              </TableCell>
              <TableCell className="align-top text-sm">{p.seniority}</TableCell>
              <TableCell className="align-top whitespace-normal">
                <WayInCell way={p.best_path} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PagerFooter page={props.page} pageSize={props.pageSize} total={data.count} noun="people" onPage={props.onPage} />
    </>
  );
}
