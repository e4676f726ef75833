"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { ScrollArea } from "@/components/ui/scroll-area";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/http/client";
import { useCreateTag, useDefaultTags } from "@/lib/network/hooks";

/** The tags a member applies by hand, as a checklist, with a field to create a new tag. */
export function TagPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const tags = useDefaultTags();
  const create = useCreateTag();
  const [name, setName] = useState("");
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);

  async function add() {
    try {
      const res = await create.mutateAsync(name.trim());
      onChange([...value, res.data.id]);
      setName("");
    } catch (error) {
      toast.error(errorMessage(error, "Error updating tags"));
    }
  }

  return (
    <div className="flex flex-col gap-3" data-testid="tag-picker">
      {tags.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : tags.isError ? (
        <p className="text-sm text-destructive">The tags could not be loaded.</p>
      ) : (
        <ScrollArea className="max-h-56 rounded-md border">
          <ul className="flex flex-col p-1">
            {tags.data.map((t) => (
              <li key={t.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-sm px-2 py-1.5 text-sm hover:bg-accent">
                  <Checkbox checked={value.includes(t.id)} onCheckedChange={() => toggle(t.id)} aria-label={t.tag} />
                  <span className="size-2.5 shrink-0 rounded-full" style={{ background: t.tag_colour }} aria-hidden />
                  <span className="truncate">{t.tag}</span>
                </label>
              </li>
            ))}
          </ul>
        </ScrollArea>
      )}
      <div className="flex gap-2">
        <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="New tag" maxLength={40} onKeyDown={(e) => e.key === "Enter" && name.trim() && (e.preventDefault(), add())} />
        <Button type="button" variant="outline" onClick={add} disabled={!name.trim() || create.isPending}>
          <Plus aria-hidden /> Create
        </Button>
      </div>
    </div>
  );
}
