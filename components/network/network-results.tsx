import { Plus, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ConnectionCards } from "./connection-cards";
import type { RowActions } from "./connection-menu";
import { ConnectionsTable } from "./connections-table";
import { NetworkPager } from "./network-pager";
import type { NetworkConnections } from "./use-network-connections";

/** The view's connections: loading, the error with Retry, the empty view's words, the table and its pager, or the cards. */
export function NetworkResults({
  connections: c,
  filtered,
  page,
  onPage,
  selected,
  onSelect,
  actions,
  onUpload,
}: {
  connections: NetworkConnections;
  filtered: boolean;
  page: number;
  onPage: (page: number) => void;
  selected: Set<string>;
  onSelect: (ids: string[], on: boolean) => void;
  actions: RowActions;
  onUpload: () => void;
}) {
  if (c.pending)
    return (
      <div className="flex flex-col gap-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  if (c.failed)
    return (
      <Card>
        <CardHeader>
          <CardTitle>We could not load your network</CardTitle>
          <CardDescription>Please try again.</CardDescription>
          <Button variant="outline" className="mt-2 w-fit" onClick={() => c.retry()}>
            Retry
          </Button>
        </CardHeader>
      </Card>
    );
  if (c.rows.length === 0) return <EmptyNetwork filtered={filtered} onUpload={onUpload} />;
  if (c.isTable)
    return (
      <>
        <ConnectionsTable rows={c.rows} selected={selected} onSelect={onSelect} actions={actions} />
        <NetworkPager page={page} total={c.total} onPage={onPage} />
      </>
    );
  return <ConnectionCards rows={c.rows} selected={selected} onSelect={onSelect} actions={actions} hasMore={c.hasMore} loadingMore={c.loadingMore} onLoadMore={c.loadMore} />;
}

function EmptyNetwork({ filtered, onUpload }: { filtered: boolean; onUpload: () => void }) {
  return (
    <Card className="border-dashed" data-testid="network-empty">
      <CardHeader className="items-center text-center">
        <Users className="mx-auto size-10 text-muted-foreground" aria-hidden />
        <CardTitle>{filtered ? "No connections match these filters" : "Your network is empty"}</CardTitle>
        <CardDescription>{filtered ? "Change or clear the filters to see more people." : "Upload your LinkedIn Connections.csv to find warm paths to your leads."}</CardDescription>
        {!filtered && (
          <Button className="mx-auto mt-2 w-fit" onClick={onUpload}>
            <Plus aria-hidden /> Add My Network
          </Button>
        )}
      </CardHeader>
    </Card>
  );
}
