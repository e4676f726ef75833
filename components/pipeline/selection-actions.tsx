import { Button } from "@/components/ui/button";
import type { LeadRow } from "@/lib/pipeline/types";

/** What the member can do with the ticked leads; 'Remove from list' only inside a list. */
export function SelectionActions({
  rows,
  inList,
  onAddToList,
  onRemoveFromList,
  onDelete,
}: {
  rows: Partial<LeadRow>[];
  inList: boolean;
  onAddToList: (ids: string[]) => void;
  onRemoveFromList: (ids: string[]) => void;
  onDelete: (rows: Partial<LeadRow>[]) => void;
}) {
  if (rows.length === 0) return null;
  const ids = rows.map((r) => r.id!);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => onAddToList(ids)}>
        Add to list
      </Button>
      {inList && (
        <Button variant="outline" size="sm" onClick={() => onRemoveFromList(ids)}>
          Remove from list
        </Button>
      )}
      <Button variant="outline" size="sm" className="text-destructive" onClick={() => onDelete(rows)}>
        Delete ({rows.length})
      </Button>
    </>
  );
}
