"use client";

import { Users } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TeamCollaboratorsDialog } from "./team-collaborators-dialog";

/** A 'Collaborators' button that opens the Team Collaborators dialog, for pages such as Network. */
export function CollaboratorsButton({ variant = "outline", size = "sm", className }: Pick<React.ComponentProps<typeof Button>, "variant" | "size" | "className">) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)} data-testid="collaborators-button">
        <Users aria-hidden /> Collaborators
      </Button>
      <TeamCollaboratorsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
