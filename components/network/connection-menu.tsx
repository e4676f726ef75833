"use client";

import { Lock, LockOpen, MoreHorizontal, Tags, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { NetworkConnection } from "@/lib/network/schema";

export type RowActions = { onEditTags: (c: NetworkConnection) => void; onDelete: (c: NetworkConnection) => void; onTogglePrivate: (c: NetworkConnection) => void };

export function ConnectionMenu({ connection, actions }: { connection: NetworkConnection; actions: RowActions }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${connection.connected_li_user.full_name}`}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => actions.onEditTags(connection)}>
          <Tags aria-hidden /> Edit tags
        </DropdownMenuItem>
        {/* Only the member's own connections can be private (an extended network's rows are shared as uploaded). */}
        {connection.network === "base" && (
          <DropdownMenuItem onSelect={() => actions.onTogglePrivate(connection)}>
            {connection.private ? (
              <>
                <LockOpen aria-hidden /> Make shared
              </>
            ) : (
              <>
                <Lock aria-hidden /> Mark private
              </>
            )}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem variant="destructive" onSelect={() => actions.onDelete(connection)}>
          <Trash2 aria-hidden /> Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function initials(name: string) {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((p) => p[0]!.toUpperCase())
      .join("") || "?"
  );
}

export function currentJob(c: NetworkConnection) {
  const exp = c.connected_li_user.experience.find((e) => e.is_current) ?? c.connected_li_user.experience[0];
  return { company: exp?.company ?? "", title: exp?.title ?? "" };
}

export function formatDate(iso: string | null) {
  if (!iso) return "";
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return d.toLocaleDateString("en-GB", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" });
}
