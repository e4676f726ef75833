"use client";

import { useState } from "react";
import { LoadError } from "@/components/common/load-error";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { PagerFooter } from "@/components/pipeline/pager-footer";
import { useUserActivity } from "@/lib/activity-log/hooks";
import { readablePage } from "@/lib/activity-log/readable-page";

const PAGE = 20;
const TYPE_LABEL: Record<string, string> = { page_view: "Page view", button_click: "Button click", drop_down_open: "Menu opened" };

function when(iso: string) {
  return new Date(iso).toLocaleString("en-GB", { day: "2-digit", month: "short", hour: "2-digit", minute: "2-digit", second: "2-digit" });
}

/** A user's recent activity for a superadmin (spec 000 §3 log events; kept 90 days), newest first. */
export function UserActivity({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const activity = useUserActivity(userId, (page - 1) * PAGE, PAGE);
  return (
    <section aria-label="Activity" className="flex flex-col gap-3" data-testid="user-activity">
      <h2 className="text-lg font-semibold">Activity</h2>
      <Card className="gap-0 overflow-hidden py-0">
        {activity.isPending ? (
          <div className="grid gap-2 p-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-6 w-full" />
            ))}
          </div>
        ) : activity.isError ? (
          <LoadError message="We could not load this user's activity." onRetry={() => activity.refetch()} className="p-8" />
        ) : activity.data.items.length === 0 ? (
          <p className="p-8 text-center text-sm text-muted-foreground">No activity in the last 90 days</p>
        ) : (
          <>
            <Table className="table-fixed">
              <TableHeader>
                <TableRow>
                  <TableHead className="w-44">Time</TableHead>
                  <TableHead className="w-36">Event</TableHead>
                  <TableHead>Action</TableHead>
                  <TableHead className="w-1/3">Page</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {activity.data.items.map((e) => (
                  <TableRow key={e.id} data-testid="activity-row">
                    <TableCell className="text-muted-foreground">{when(e.timestamp)}</TableCell>
                    <TableCell>
                      <Badge variant="secondary">{TYPE_LABEL[e.type] ?? e.type}</Badge>
                    </TableCell>
                    <TableCell className="truncate" title={e.action}>
                      {e.action}
                    </TableCell>
                    <TableCell className="truncate font-mono text-xs" title={readablePage(e.page)}>
                      {readablePage(e.page)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <PagerFooter page={page} pageSize={PAGE} total={activity.data.count} noun="events" onPage={setPage} />
          </>
        )}
      </Card>
    </section>
  );
}
