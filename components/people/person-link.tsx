"use client";

import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { openPerson } from "./open-person";

/** A person's name that opens their panel (issue 28); a plain name where the person has no id. */
export function PersonLink({ id, name, className, children }: { id: string | null | undefined; name: string; className?: string; children?: ReactNode }) {
  if (!id) return <span className={className}>{children ?? name}</span>;
  return (
    <button
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        openPerson(id);
      }}
      aria-haspopup="dialog"
      data-testid="person-link"
      className={cn("min-w-0 cursor-pointer text-left break-words hover:underline focus-visible:underline focus-visible:outline-none", className)}
    >
      {children ?? name}
    </button>
  );
}
