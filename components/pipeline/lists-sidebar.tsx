"use client";

import { Clock, EyeOff, List, Pencil, Plus, Trash2, Users } from "lucide-react";
import { CutTextTooltip } from "@/components/common/cut-text-tooltip";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import type { PipelineList } from "@/lib/leads/types";

type View = { sort?: string; list?: string };

/** The pipeline's left column: Add Lists, All, Recently Viewed, Unviewed Leads, the member's lists. */
export function ListsSidebar({
  lists,
  loading,
  error,
  current,
  onSelect,
  onAdd,
  onEdit,
  onDelete,
}: {
  lists: PipelineList[] | undefined;
  loading: boolean;
  error: boolean;
  current: View;
  onSelect: (view: View) => void;
  onAdd: () => void;
  onEdit: (list: PipelineList) => void;
  onDelete: (list: PipelineList) => void;
}) {
  const fixed = [
    { label: "All", icon: Users, view: {}, active: !current.list && current.sort !== "recent" && current.sort !== "unseen" },
    { label: "Recently Viewed", icon: Clock, view: { sort: "recent" }, active: !current.list && current.sort === "recent" },
    { label: "Unviewed Leads", icon: EyeOff, view: { sort: "unseen" }, active: !current.list && current.sort === "unseen" },
  ];
  return (
    <aside className="flex w-48 shrink-0 flex-col gap-3 rounded-lg border bg-card p-3 xl:w-60" aria-label="Lists">
      <Button onClick={onAdd} className="w-full">
        <Plus aria-hidden /> Add Lists
      </Button>
      <nav className="flex flex-col gap-0.5">
        {fixed.map((f) => (
          <button
            key={f.label}
            type="button"
            onClick={() => onSelect(f.view)}
            aria-current={f.active ? "page" : undefined}
            className={cn(
              "flex items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted",
              f.active && "bg-muted font-medium text-foreground",
            )}
          >
            <f.icon className="size-4 text-muted-foreground" aria-hidden /> {f.label}
          </button>
        ))}
      </nav>
      <div className="border-t pt-3">
        <p className="px-2 pb-1 text-xs font-medium uppercase tracking-wide text-muted-foreground">My lists</p>
        {loading && <Skeleton className="mx-2 h-6" />}
        {error && <p className="px-2 text-xs text-destructive">Could not load lists.</p>}
        {!loading && !error && !lists?.length && <p className="px-2 text-xs text-muted-foreground">No lists yet.</p>}
        <ul className="flex flex-col gap-0.5">
          {lists?.map((l) => (
            <li key={l.id} className={cn("group flex items-center rounded-md hover:bg-muted", current.list === l.id && "bg-muted")}>
              {/* A long name is cut to the column; hovering or focusing it shows it whole. */}
              <CutTextTooltip text={l.name}>
                {(labelRef) => (
                  <button
                    type="button"
                    onClick={() => onSelect({ list: l.id })}
                    className={cn("flex min-w-0 flex-1 items-center gap-2 px-2 py-1.5 text-left text-sm", current.list === l.id && "font-medium")}
                    aria-current={current.list === l.id ? "page" : undefined}
                  >
                    <List className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                    <span ref={labelRef} className="truncate">
                      {l.name}
                    </span>
                    <span className="ml-auto text-xs text-muted-foreground">{l.lead_count}</span>
                  </button>
                )}
              </CutTextTooltip>
              <Button variant="ghost" size="icon" className="size-7" aria-label={`Edit list ${l.name}`} onClick={() => onEdit(l)}>
                <Pencil className="size-3.5" />
              </Button>
              <Button variant="ghost" size="icon" className="size-7" aria-label={`Delete list ${l.name}`} onClick={() => onDelete(l)}>
                <Trash2 className="size-3.5" />
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
