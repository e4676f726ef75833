"use client";

import { AlertCircle } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useMemo, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { TableCell, TableRow } from "@/components/ui/table";
import { useDebounced } from "@/components/common/use-debounced";
import { useUrlStateSetter } from "@/components/common/use-url-state";
import { SearchBox } from "@/components/common/search-box";
import { ADMIN_DEBOUNCE_MS } from "@/lib/admin/constants";
import { useDomains } from "@/lib/admin/hooks";
import { ADMIN_STATE_PARAM, adminStateQuery, changeAdminState, readAdminState } from "@/lib/admin/url-state";

// Building blocks shared by the superadmin list pages: URL state, domain select, debounced search,
// and the loading / empty / error rows of a table.

/** The list state (domain, search, page) read from and written to the URL's encoded JSON. */
export function useAdminListState() {
  const searchParams = useSearchParams();
  const state = useMemo(() => readAdminState(searchParams.get(ADMIN_STATE_PARAM)), [searchParams]);
  const setState = useUrlStateSetter(state, changeAdminState, adminStateQuery);
  return [state, setState] as const;
}

export function AdminSearch({ value, onChange, placeholder = "Search by name or email" }: { value: string; onChange: (v: string) => void; placeholder?: string }) {
  const [text, setText] = useState(value);
  useDebounced(text, (t) => t !== value && onChange(t), ADMIN_DEBOUNCE_MS);
  return (
    <SearchBox value={text} onChange={setText} className="w-72" placeholder={placeholder} aria-label="Search" data-testid="admin-search" />
  );
}

const ALL = "__all__";

/** 'Select Domain': the null choice means every domain. */
export function DomainSelect({ value, onChange }: { value: string; onChange: (d: string) => void }) {
  const domains = useDomains();
  return (
    <Select value={value || ALL} onValueChange={(v) => onChange(v === ALL ? "" : v)}>
      <SelectTrigger className="w-60" aria-label="Select Domain" data-testid="domain-select">
        <SelectValue placeholder="Select Domain" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>Select Domain</SelectItem>
        {(domains.data ?? []).map((d) => (
          <SelectItem key={d.domain} value={d.domain}>
            {d.domain}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Loading, error and empty rows for an admin table (every screen has all three). */
export function TableState({ columns, pending, error, empty, onRetry, emptyText }: { columns: number; pending: boolean; error: boolean; empty: boolean; onRetry: () => void; emptyText: ReactNode }) {
  if (pending)
    return (
      <>
        {Array.from({ length: 5 }, (_, i) => (
          <TableRow key={i}>
            <TableCell colSpan={columns}>
              <Skeleton className="h-6 w-full" />
            </TableCell>
          </TableRow>
        ))}
      </>
    );
  if (error)
    return (
      <TableRow>
        <TableCell colSpan={columns} className="py-10 text-center">
          <div className="flex flex-col items-center gap-3 text-sm text-muted-foreground">
            <AlertCircle className="size-6 text-destructive" aria-hidden />
            Something went wrong while loading this list.
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </div>
        </TableCell>
      </TableRow>
    );
  if (empty)
    return (
      <TableRow>
        <TableCell colSpan={columns} className="py-10 text-center text-sm text-muted-foreground" data-testid="table-empty">
          {emptyText}
        </TableCell>
      </TableRow>
    );
  return null;
}

export function AdminPageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}
