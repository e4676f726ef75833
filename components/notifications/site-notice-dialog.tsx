"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/http/client";
import { useAdminSiteNotice, useSetSiteNotice } from "@/lib/notifications/hooks";
import { SITE_NOTICE_MAX } from "@/lib/notifications/schema";

/** A superadmin sets or clears the notice every member sees (PUT v2/admin/message). */
export function SiteNoticeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const notice = useAdminSiteNotice(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Site notice</DialogTitle>
          <DialogDescription>Every member sees it once per visit, as a warning. Leave it empty to show nothing.</DialogDescription>
        </DialogHeader>
        {notice.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : notice.isError ? (
          <p className="text-sm text-destructive">We could not load the notice. Close and try again.</p>
        ) : (
          <NoticeForm key={notice.data.message} initial={notice.data.message} source={notice.data.source} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function NoticeForm({ initial, source, onDone }: { initial: string; source: string; onDone: () => void }) {
  const save = useSetSiteNotice();
  const [text, setText] = useState(initial);
  async function submit(message: string) {
    try {
      await save.mutateAsync(message);
      toast.success(message ? "Site notice saved" : "Site notice cleared");
      onDone();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor="site-notice">Notice</Label>
        <Textarea id="site-notice" rows={4} maxLength={SITE_NOTICE_MAX} value={text} onChange={(e) => setText(e.target.value)} />
        <p className="text-xs text-muted-foreground">
          {text.length}/{SITE_NOTICE_MAX}
          {source === "env" && " · now showing the configured SITE_MESSAGE"}
        </p>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={() => submit("")} disabled={save.isPending || (!initial && !text)}>
          Clear
        </Button>
        <Button onClick={() => submit(text.trim())} disabled={save.isPending}>
          Save
        </Button>
      </DialogFooter>
    </>
  );
}
