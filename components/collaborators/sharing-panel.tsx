"use client";

import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { useSetSharing, useSharing } from "@/lib/collaborators/hooks";
import type { SharingSettings } from "@/lib/collaborators/schema";
import { errorMessage, SessionRedirectError } from "@/lib/http/client";
import { sharingLine } from "./format";

/**
 * 'Sharing' (issue 31): what the member shares with their team, and the two switches — pause
 * sharing (confirmed first: the team loses every path through the member's network) and show
 * their manual tags to teammates.
 */
export function SharingPanel({ open }: { open: boolean }) {
  const sharing = useSharing(open);
  const save = useSetSharing();
  const [confirmPause, setConfirmPause] = useState(false);

  async function set(next: SharingSettings) {
    try {
      await save.mutateAsync(next);
      toast.success(next.paused ? "Sharing paused" : "Sharing saved", {
        description: next.paused ? "Your teammates no longer see your network." : next.share_tags ? "Teammates see your tags on the people you share." : undefined,
      });
      return true;
    } catch (e) {
      if (!(e instanceof SessionRedirectError)) toast.error("Could not save your sharing", { description: errorMessage(e, "Please try again.") });
      return false;
    }
  }

  if (sharing.isPending) return <Skeleton className="h-[92px] w-full" data-testid="sharing-loading" />;
  if (sharing.isError)
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border p-3 text-sm text-muted-foreground" role="alert">
        Could not load what you share.
        <Button variant="outline" size="sm" onClick={() => sharing.refetch()}>
          Try again
        </Button>
      </div>
    );
  const s = sharing.data;
  return (
    <section className="flex flex-col gap-3 rounded-lg border p-3" aria-labelledby="sharing-title" data-testid="sharing-panel">
      <div>
        <h3 id="sharing-title" className="text-sm font-medium">
          Sharing
        </h3>
        <p className="text-xs text-muted-foreground" data-testid="sharing-summary">
          {sharingLine({ paused: s.paused, share_tags: s.share_tags, shared: s.connections - s.private, privateCount: s.private }, true)}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="sharing-paused" className="flex flex-col items-start gap-0.5 font-normal">
          <span className="text-sm font-medium">Pause sharing</span>
          <span className="text-xs text-muted-foreground">Teammates see none of your network until you resume.</span>
        </Label>
        <Switch
          id="sharing-paused"
          checked={s.paused}
          disabled={save.isPending}
          onCheckedChange={(on) => (on ? setConfirmPause(true) : void set({ paused: false, share_tags: s.share_tags }))}
          data-testid="sharing-paused"
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="sharing-tags" className="flex flex-col items-start gap-0.5 font-normal">
          <span className="text-sm font-medium">Show my tags to teammates</span>
          <span className="text-xs text-muted-foreground">Otherwise their paths show the system tags only.</span>
        </Label>
        <Switch
          id="sharing-tags"
          checked={s.share_tags}
          disabled={save.isPending}
          onCheckedChange={(on) => void set({ paused: s.paused, share_tags: on })}
          data-testid="sharing-tags"
        />
      </div>
      <ConfirmDialog
        open={confirmPause}
        onOpenChange={setConfirmPause}
        title="Pause sharing?"
        description="Your teammates will stop seeing your network: no warm paths through your connections, none of them on their network page. You still see theirs, and you can resume at any time."
        confirmLabel="Pause sharing"
        pending={save.isPending}
        onConfirm={async () => {
          if (await set({ paused: true, share_tags: s.share_tags })) setConfirmPause(false);
        }}
        confirmTestId="confirm-pause-sharing"
      />
    </section>
  );
}
