import { Badge } from "@/components/ui/badge";

/** The Direct tab's first choice: any direct connect at all (its badge says the same). */
export const DIRECT_ANY = "Any direct connect";

/** Badges: the first two values then +N (spec 001 §2). */
export function FirstTwo({ values }: { values: string[] }) {
  if (!values.length) return null;
  return (
    <span className="flex items-center gap-1 normal-case">
      {values.slice(0, 2).map((v) => (
        <Badge key={v} variant="secondary" className="max-w-28 truncate">
          {v}
        </Badge>
      ))}
      {values.length > 2 && <Badge variant="outline">+{values.length - 2}</Badge>}
    </span>
  );
}
