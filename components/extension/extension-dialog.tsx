"use client";

import { CheckCircle2, Loader2, Puzzle } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/http/client";
import { useConnectExtension, useDisconnectExtension, useExtensionCheck } from "@/lib/extension/hooks";

/**
 * The account menu's 'Browser extension': whether this browser has the Scuba extension, and
 * 'Connect the extension' (it gets a session of its own) or disconnecting it.
 */
export function ExtensionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const check = useExtensionCheck();
  const connect = useConnectExtension();
  const disconnect = useDisconnectExtension();
  const ext = check.data;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Browser extension</DialogTitle>
          <DialogDescription>
            On a LinkedIn profile you open, the extension adds the person as a lead or saves them to your network, and keeps your leads&apos; profiles up to
            date. It reads only the page you are viewing.
          </DialogDescription>
        </DialogHeader>
        <div className="flex items-start gap-3 rounded-lg border bg-muted/30 p-4 text-sm" role="status" data-testid="extension-state">
          {check.isPending ? (
            <>
              <Loader2 className="mt-0.5 size-4 animate-spin" aria-hidden /> Looking for the extension…
            </>
          ) : !ext ? (
            <>
              <Puzzle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span>The Scuba extension is not installed in this browser. Install it for Chrome, then reopen this dialog.</span>
            </>
          ) : ext.signedIn ? (
            <>
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
              <span>The extension (version {ext.version}) is connected to your account.</span>
            </>
          ) : (
            <>
              <Puzzle className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span>The extension (version {ext.version}) is installed but not connected yet.</span>
            </>
          )}
        </div>
        <DialogFooter>
          {!ext ? (
            <Button variant="outline" onClick={() => void check.refetch()}>
              Check again
            </Button>
          ) : ext.signedIn ? (
            <Button variant="outline" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
              Disconnect
            </Button>
          ) : (
            <Button
              disabled={connect.isPending}
              onClick={() =>
                connect.mutate(undefined, {
                  onSuccess: () => toast.success("Extension connected"),
                  onError: (e) => toast.error(errorMessage(e)),
                })
              }
            >
              {connect.isPending && <Loader2 className="animate-spin" aria-hidden />} Connect the extension
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
