"use client";

import { ArrowRight } from "lucide-react";
import { PersonLink } from "@/components/people/person-link";
import type { IntroRequestDto } from "@/lib/intros/status";
import type { PathNode } from "@/lib/paths/types";

/** A node as a request shows it: its name opens the person's panel; the member's own node is 'Me'. */
const shown = (n: PathNode) => ({ id: n.data.alt_name === "Me" ? null : n.id, name: n.data.alt_name || n.data.name });

/**
 * origin → introducer(s) → target as the path shows it now (a direct connect: origin → target), or
 * that it is gone. Each person opens their panel (issue 28).
 */
export function IntroPathLine({ request: r }: { request: IntroRequestDto }) {
  const nodes = r.path ? [r.path.origin, ...r.path.path, r.path.target] : r.direct ? [r.direct.origin, r.direct.target] : null;
  if (!nodes) return <p className="text-xs text-muted-foreground">This path is no longer available</p>;
  const segments = r.path ? r.path.tag : [r.direct!.segment];
  const evidence = segments.map((s) => s.details[0]?.evidence).filter(Boolean);
  return (
    <div className="text-xs text-muted-foreground" data-testid="intro-path">
      <p className="flex flex-wrap items-center gap-1">
        {nodes.map(shown).map((n, i) => (
          <span key={i} className="inline-flex min-w-0 items-center gap-1 break-words">
            {i > 0 && <ArrowRight className="size-3" aria-hidden />}
            <PersonLink id={n.id} name={n.name} />
          </span>
        ))}
        <span className="ml-1">· {r.path ? r.path.strength : "Direct connect"}</span>
      </p>
      {evidence.length > 0 && <p className="break-words">{evidence.join(" · ")}</p>}
    </div>
  );
}
