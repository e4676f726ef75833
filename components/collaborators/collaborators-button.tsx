"use client";

import { Users } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import dynamic from "next/dynamic";
import { MountWhenOpened } from "@/components/common/mount-when-opened";

// Loads with the first click, not with the network page (issue 11: light pages).
const TeamCollaboratorsDialog = dynamic(() => import("./team-collaborators-dialog").then((m) => m.TeamCollaboratorsDialog));

/** A 'Collaborators' button that opens the Team Collaborators dialog, for pages such as Network. */
export function CollaboratorsButton({ variant = "outline", size = "sm", className }: Pick<React.ComponentProps<typeof Button>, "variant" | "size" | "className">) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)} data-testid="collaborators-button">
        <Users aria-hidden /> Collaborators
      </Button>
      <MountWhenOpened open={open}>
        <TeamCollaboratorsDialog open={open} onOpenChange={setOpen} />
      </MountWhenOpened>
    </>
  );
}
