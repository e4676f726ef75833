"use client";

import Link from "next/link";
import { useState } from "react";
import { Building2 } from "lucide-react";
import { LoadError } from "@/components/common/load-error";
import { LoadingHint } from "@/components/common/loading-hint";
import { useDebounced } from "@/components/common/use-debounced";
import { SearchBox } from "@/components/common/search-box";
import { PagerFooter } from "@/components/pipeline/pager-footer";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useCompanySearch } from "@/lib/companies/hooks";
import { errorMessage } from "@/lib/http/client";
import { companyHref } from "@/lib/links/codec";
import { UpdatingNote } from "./updating-note";

export const COMPANIES_TITLE = "Companies";
const PAGE_SIZE = 20;

/** Companies (issue 29): search a company by name (debounced 500 ms) and open it. */
export function CompaniesScreen() {
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  useDebounced(text, (t) => {
    setSearch(t.trim());
    setPage(1);
  });
  const q = useCompanySearch(search, (page - 1) * PAGE_SIZE, PAGE_SIZE);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{COMPANIES_TITLE}</h1>
        <p className="mt-1 text-sm text-muted-foreground">Everyone your team can reach at a company, and the best way in to each of them.</p>
      </div>
      <SearchBox value={text} onChange={setText} className="max-w-md" placeholder="Search a company" aria-label="Search a company" />
      {q.data?.updating && <UpdatingNote computedAt={q.data.updating.computed_at} what="These counts are" />}
      <div className="rounded-lg border bg-card">
        {q.isPending ? (
          <LoadingHint className="flex min-h-40 items-center justify-center" />
        ) : q.isError ? (
          <LoadError message={errorMessage(q.error, "Unable to load companies")} onRetry={() => void q.refetch()} />
        ) : q.data.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 p-10 text-center text-sm text-muted-foreground">
            <Building2 className="size-8" aria-hidden />
            {search ? <p>No company in your team&apos;s network matches &lsquo;{search}&rsquo;.</p> : <p>Nobody in your team&apos;s network has a company yet. Import your network to see where your team can reach.</p>}
          </div>
        ) : (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Company</TableHead>
                  <TableHead className="text-right">People</TableHead>
                  <TableHead className="text-right">Good ways in</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {q.data.data.map((c) => (
                  <TableRow key={c.company_key}>
                    <TableCell>
                      <Link href={companyHref(c.company_key)} className="font-medium text-primary hover:underline">
                        {c.company}
                      </Link>
                    </TableCell>
                    <TableCell className="text-right tabular-nums" title="People of your team's network who work or worked there">
                      {c.people}
                    </TableCell>
                    <TableCell className="text-right tabular-nums" title="People whose best way in is Good (score above 75)">
                      {c.good_paths}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <PagerFooter page={page} pageSize={PAGE_SIZE} total={q.data.count} noun="companies" onPage={setPage} />
          </>
        )}
      </div>
    </div>
  );
}
