"use client";

import { toast } from "sonner";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useNotificationSettings, useSetNotificationSettings } from "@/lib/notifications/hooks";

/** The member's daily e-mail digest of unread alerts (off until they turn it on). */
export function DigestSwitch({ id = "daily-digest" }: { id?: string }) {
  const settings = useNotificationSettings();
  const save = useSetNotificationSettings();
  const checked = save.isPending ? Boolean(save.variables?.daily_digest) : Boolean(settings.data?.daily_digest);
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <Label htmlFor={id} className="font-medium">
          Daily alert digest
        </Label>
        <p className="text-xs text-muted-foreground">An e-mail each day with your unread alerts, only when there are some.</p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={settings.isPending || settings.isError || save.isPending}
        onCheckedChange={(on) => save.mutate({ daily_digest: on }, { onError: () => toast.error("Could not save the setting") })}
      />
    </div>
  );
}
