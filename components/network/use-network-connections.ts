"use client";

import { PAGE_SIZE } from "@/lib/config/constants";
import { useConnectionsInfinite, useConnectionsPage } from "@/lib/network/hooks";
import type { NetworkConnection } from "@/lib/network/schema";
import type { NetworkParams } from "@/lib/network/url-params";
import { networkFilters } from "./network-view";

export type NetworkConnections = ReturnType<typeof useNetworkConnections>;

/** The view's connections: a page at a time for the table, pages appended for the cards (spec 001 §2). */
export function useNetworkConnections(params: NetworkParams) {
  const filters = networkFilters(params);
  const isTable = params.screen === "table";
  const table = useConnectionsPage(filters, params.page, PAGE_SIZE.networkTable, isTable);
  const cards = useConnectionsInfinite(filters, PAGE_SIZE.networkCards, !isTable);
  const rows: NetworkConnection[] = isTable ? (table.data?.data ?? []) : (cards.data?.pages.flatMap((p) => p.data) ?? []);
  return {
    isTable,
    rows,
    total: isTable ? (table.data?.count ?? 0) : (cards.data?.pages[0]?.count ?? 0),
    pending: isTable ? table.isPending : cards.isPending,
    failed: isTable ? table.isError : cards.isError,
    retry: () => (isTable ? table.refetch() : cards.refetch()),
    hasMore: !!cards.hasNextPage,
    loadingMore: cards.isFetchingNextPage,
    loadMore: () => void cards.fetchNextPage(),
  };
}
