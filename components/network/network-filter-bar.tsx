"use client";

import { LayoutGrid, List, Lock, LockOpen, Tags, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { NetworkParams } from "@/lib/network/url-params";
import { NetworkFilters } from "./network-filters";
import type { SetNetworkParams } from "./use-network-url";

/** The filters, what to do with the ticked connections, the count, and table or cards. */
export function NetworkFilterBar({
  params,
  setParams,
  total,
  selectedCount,
  onAddRelationship,
  onDeleteSelected,
  onMarkSelected,
  marking,
  onPrivateBy,
}: {
  params: NetworkParams;
  setParams: SetNetworkParams;
  total: number;
  selectedCount: number;
  onAddRelationship: () => void;
  onDeleteSelected: () => void;
  /** Marks the ticked connections private or shared (issue 31); `marking` while it runs. */
  onMarkSelected: (value: boolean) => void;
  marking: boolean;
  /** Opens 'Make private by company or domain'. */
  onPrivateBy: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <NetworkFilters params={params} setParams={setParams} />
      <Button size="sm" variant="ghost" onClick={onPrivateBy} data-testid="private-by-open">
        <Lock aria-hidden /> Make private…
      </Button>
      {selectedCount > 0 && (
        <div className="flex items-center gap-2" data-testid="selection-actions">
          <Button size="sm" variant="secondary" onClick={onAddRelationship} data-testid="add-relationship">
            <Tags aria-hidden /> Add Relationship
          </Button>
          <Button size="sm" variant="outline" onClick={() => onMarkSelected(true)} disabled={marking} data-testid="mark-private">
            <Lock aria-hidden /> Mark private
          </Button>
          <Button size="sm" variant="outline" onClick={() => onMarkSelected(false)} disabled={marking} data-testid="make-shared">
            <LockOpen aria-hidden /> Make shared
          </Button>
          <Button size="sm" variant="outline" className="text-destructive" onClick={onDeleteSelected} data-testid="delete-selected">
            <Trash2 aria-hidden /> Delete
          </Button>
        </div>
      )}
      <div className="ml-auto flex items-center gap-3">
        <span className="text-sm text-muted-foreground tabular-nums" data-testid="network-count">
          {total} {total === 1 ? "connection" : "connections"}
        </span>
        <Tabs value={params.screen} onValueChange={(v) => setParams({ screen: v as NetworkParams["screen"] })}>
          <TabsList>
            {/* A view switch: no tab panel of its own, so no aria-controls naming one (invalid ARIA, issue 27 §18). */}
            <TabsTrigger value="table" aria-label="Table view" aria-controls={undefined} data-testid="view-table">
              <List aria-hidden />
            </TabsTrigger>
            <TabsTrigger value="card" aria-label="Card view" aria-controls={undefined} data-testid="view-card">
              <LayoutGrid aria-hidden />
            </TabsTrigger>
          </TabsList>
        </Tabs>
      </div>
    </div>
  );
}
