"use client";

import { PersonLink } from "@/components/people/person-link";
import { useEffect, useRef } from "react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Skeleton } from "@/components/ui/skeleton";
import type { NetworkConnection } from "@/lib/network/schema";
import { ConnectionMenu, currentJob, initials, type RowActions } from "./connection-menu";
import { PrivateMarker } from "./privacy";
import { TagChips } from "./tag-chips";

/** Card view: 20 a page, the next page loads when the end of the grid scrolls into view. */
export function ConnectionCards({
  rows,
  selected,
  onSelect,
  actions,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  rows: NetworkConnection[];
  selected: Set<string>;
  onSelect: (ids: string[], on: boolean) => void;
  actions: RowActions;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore) return;
    const io = new IntersectionObserver((entries) => entries[0]?.isIntersecting && !loadingMore && onLoadMore(), { rootMargin: "200px" });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loadingMore, onLoadMore]);

  return (
    <>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-4" data-testid="connection-cards">
        {rows.map((c) => {
          const p = c.connected_li_user;
          const job = currentJob(c);
          return (
            <Card key={c.id} className="gap-0 py-4" data-testid="connection-card">
              <CardContent className="flex flex-col gap-3 px-4">
                {c.network === "users" ? (
                  // A collaborator's row is read-only (no selection, no actions).
                  <div className="flex h-9 min-w-0 items-start">
                    <Badge variant="secondary" className="max-w-full truncate text-[10px]" data-testid="team-member-badge">
                      {c.team_member?.name}&apos;s network
                    </Badge>
                  </div>
                ) : (
                  <div className="flex items-start justify-between gap-2">
                    <div className="flex items-center gap-2">
                      <Checkbox checked={selected.has(c.id)} onCheckedChange={(v) => onSelect([c.id], !!v)} aria-label={`Select ${p.full_name}`} />
                      {c.private && <PrivateMarker />}
                    </div>
                    <ConnectionMenu connection={c} actions={actions} />
                  </div>
                )}
                <div className="flex items-center gap-3">
                  <Avatar className="size-10">
                    {p.profile && <AvatarImage src={p.profile} alt="" />}
                    <AvatarFallback>{initials(p.full_name)}</AvatarFallback>
                  </Avatar>
                  <div className="min-w-0">
                    <p className="truncate font-medium" title={p.full_name}>
                      <PersonLink id={c.connected_user} name={p.full_name || "Unknown"} />
                    </p>
                    <p className="truncate text-xs text-muted-foreground" title={`${job.title} ${job.company}`}>
                      {[job.title, job.company].filter(Boolean).join(" at ") || "—"}
                    </p>
                  </div>
                </div>
                <TagChips tags={p.user_tags_v2} max={1} taggedBy={c.team_member?.name} />
              </CardContent>
            </Card>
          );
        })}
        {loadingMore && Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-36 rounded-xl" />)}
      </div>
      <div ref={sentinel} aria-hidden className="h-1" />
    </>
  );
}
