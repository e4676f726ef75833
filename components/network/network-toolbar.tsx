"use client";

import { useState } from "react";
import { useDebounced } from "@/components/common/use-debounced";
import { ExportMenu } from "@/components/common/export-menu";
import { SearchBox } from "@/components/common/search-box";
import type { NetworkFilters } from "@/lib/network/hooks";
import { AddNetworkMenu } from "./add-network-menu";
import { CollaboratorsWithBadge } from "./collaborators-with-badge";
import { GoogleSyncButtons } from "./google-sync-buttons";
import type { NetworkDialog } from "./use-network-dialogs";

/** The name search (written to the URL after 500 ms of quiet), collaborators, and the ways a network comes in or goes out. */
export function NetworkToolbar({
  search,
  onSearch,
  onOpen,
  exportView,
}: {
  search: string;
  onSearch: (search: string) => void;
  onOpen: (dialog: NetworkDialog) => void;
  /** What the page lists, for its export: how many connections, and the filters that find them. */
  exportView: { count: number | undefined; filters: NetworkFilters };
}) {
  const [searchText, setSearchText] = useState(search);
  useDebounced(searchText, (text) => text !== search && onSearch(text));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchBox value={searchText} onChange={setSearchText} className="w-72" placeholder="Search by name" aria-label="Search by name" data-testid="network-search" />
      <CollaboratorsWithBadge />
      <div className="ml-auto flex items-center gap-2">
        <GoogleSyncButtons />
        <ExportMenu what="network" view={exportView} />
        <AddNetworkMenu onOpen={onOpen} />
      </div>
    </div>
  );
}
