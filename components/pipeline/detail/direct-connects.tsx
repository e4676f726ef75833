import { Handshake, Send } from "lucide-react";
import { Fragment } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { DirectConnect } from "@/lib/paths/types";
import { NodeCell, SegmentTags } from "./path-cells";

/**
 * A lead's direct connects (DESIGN §6.3): origins already linked to the target, so no introducer is
 * needed. Shown above the warm paths, with the tags and evidence of each origin → target edge.
 */
export function DirectConnects({
  direct,
  onAskIntro,
  onAskDirectly,
}: {
  direct: DirectConnect[];
  onAskIntro: (connect: DirectConnect) => void;
  /** The member's own direct connect: draft the message to the lead (issue 28 'Ask directly'). */
  onAskDirectly: (connect: DirectConnect) => void;
}) {
  if (!direct.length) return null;
  return (
    <Card className="gap-0 overflow-hidden py-0" aria-label="Direct Connects" data-testid="direct-connects-card">
      <div className="border-b px-4 py-3">
        <h2 className="text-sm font-semibold">
          {direct.length} direct {direct.length === 1 ? "connect" : "connects"}
        </h2>
        <p className="text-xs text-muted-foreground">Already connected to this lead: ask them directly, no introducer needed.</p>
      </div>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-1/3">Origin</TableHead>
            <TableHead>Relation to Target</TableHead>
            <TableHead className="w-1/3">Target</TableHead>
            <TableHead className="w-32">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {direct.map((d) => (
            <Fragment key={d.origin.id}>
              <TableRow data-testid="direct-connect-row" className={d.reason ? "border-b-0" : undefined}>
                <TableCell className="max-w-0">
                  <NodeCell node={d.origin} showType />
                </TableCell>
                <TableCell className="max-w-0">
                  <SegmentTags segment={d.segment} max={3} />
                </TableCell>
                <TableCell className="max-w-0">
                  <NodeCell node={d.target} />
                </TableCell>
                <TableCell className="text-right">
                  {/* A teammate or portfolio owner who knows the target can introduce the member; the member's own connects need no intro. */}
                  {d.origin.origin_type !== "me" && (
                    <Button variant="ghost" size="icon-sm" aria-label="Ask for an intro" title="Ask for an intro" onClick={() => onAskIntro(d)}>
                      <Handshake />
                    </Button>
                  )}
                  {d.origin.origin_type === "me" && (
                    <Button variant="outline" size="sm" onClick={() => onAskDirectly(d)}>
                      <Send aria-hidden /> Ask directly
                    </Button>
                  )}
                </TableCell>
              </TableRow>
              {d.reason && (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={4} className="pt-0 pb-3 whitespace-normal">
                    <p className="text-xs break-words text-muted-foreground" data-testid="direct-reason">
                      <span className="font-medium text-foreground">Why: </span>
                      {d.reason}
                    </p>
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
