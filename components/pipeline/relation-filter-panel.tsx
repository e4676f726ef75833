"use client";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useRelationTags } from "@/lib/pipeline/hooks";
import { TAG_GROUPS, type TagFilter } from "@/lib/leads/pipeline-params";
import { DIRECT_ANY, FirstTwo } from "./relation-badges";

type Group = (typeof TAG_GROUPS)[number];
const GROUP_LABEL: Record<Group, string> = {
  start: "Origin Type",
  middle: "Origin to Introducer",
  end: "Introducer to Target",
  direct_start: "Origin Type",
  direct_end: "Origin to Target",
};
// Direct connects are origin → target edges: only the origin type and that one segment describe
// them, and they are filtered on their own columns (a lead's paths do not say it has one).
const TABS: { value: string; label: string; groups: Group[] }[] = [
  { value: "direct", label: "Direct Connects", groups: ["direct_start", "direct_end"] },
  { value: "indirect", label: "Indirect Connects", groups: ["start", "middle", "end"] },
];

/** The open Relations Filters: a draft of the tag choices per tab, then Clear or Apply. */
export function RelationFilterPanel({
  draft,
  onDraft,
  onApply,
}: {
  draft: TagFilter;
  onDraft: (update: (d: TagFilter) => TagFilter) => void;
  onApply: (v: TagFilter) => void;
}) {
  const { data, isPending, isError } = useRelationTags();
  function toggle(group: Group, tag: string, on: boolean) {
    onDraft((d) => {
      const cur = new Set(d[group] ?? []);
      if (on) cur.add(tag);
      else cur.delete(tag);
      return { ...d, [group]: [...cur] };
    });
  }
  return (
    <>
      <Tabs defaultValue="direct">
        <TabsList className="w-full">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t.value} value={t.value} className="grid max-h-80 gap-3 overflow-y-auto pt-2">
            {isPending && <p className="text-sm text-muted-foreground">Loading relations…</p>}
            {isError && <p className="text-sm text-destructive">Could not load relations.</p>}
            {data && t.value === "direct" && (
              <div className="flex items-center gap-2">
                <Checkbox
                  id="rel-direct-any"
                  checked={draft.direct ?? false}
                  onCheckedChange={(v) => onDraft((d) => ({ ...d, direct: v === true || undefined }))}
                />
                <Label htmlFor="rel-direct-any" className="font-normal">
                  {DIRECT_ANY}
                </Label>
              </div>
            )}
            {data &&
              t.groups.map((g) => (
                <fieldset key={g} className="grid gap-1.5">
                  <legend className="mb-1 flex w-full items-center justify-between text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                    {GROUP_LABEL[g]} <FirstTwo values={draft[g] ?? []} />
                  </legend>
                  {data[g].length === 0 && <p className="text-xs text-muted-foreground">No values yet.</p>}
                  {data[g].map((tag) => {
                    const id = `rel-${t.value}-${g}-${tag}`;
                    return (
                      <div key={tag} className="flex items-center gap-2">
                        <Checkbox id={id} checked={draft[g]?.includes(tag) ?? false} onCheckedChange={(v) => toggle(g, tag, v === true)} />
                        <Label htmlFor={id} className="font-normal">
                          {tag}
                        </Label>
                      </div>
                    );
                  })}
                </fieldset>
              ))}
          </TabsContent>
        ))}
      </Tabs>
      <div className="mt-3 flex justify-end gap-2 border-t pt-3">
        <Button variant="ghost" size="sm" onClick={() => onApply({})}>
          Clear
        </Button>
        <Button size="sm" onClick={() => onApply(draft)}>
          Apply
        </Button>
      </div>
    </>
  );
}
