"use client";

import Link from "next/link";
import { useState } from "react";
import { Bell } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/http/client";
import { useUpdateLead } from "@/lib/leads/hooks";
import { useAlerts, useMarkAlertRead, useMarkAllAlertsRead } from "@/lib/notifications/hooks";
import { ALERT_TYPES, type NotificationDto } from "@/lib/notifications/schema";
import { DigestSwitch } from "./digest-switch";

// The bell in the header (issue 29): the member's unread alerts — a way in that opened, a lead who
// moved, a connection who joined a company with leads, an intro request waiting for them or answered
// (with the teammate's note as its why) — each with its link. Following a link or
// 'Mark read' marks that one read; 'Mark all read' the rest. Only the member's own (server-side).

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
const hrefOf = (n: NotificationDto) => (typeof n.data?.href === "string" && n.data.href.startsWith("/") ? n.data.href : "/");

function AlertItem({ alert, onFollow }: { alert: NotificationDto; onFollow: () => void }) {
  const markRead = useMarkAlertRead();
  const updateLead = useUpdateLead();
  const company = typeof alert.data?.company === "string" ? alert.data.company : null;
  const leadId = typeof alert.data?.lead_id === "string" ? alert.data.lead_id : null;
  const updateCompany = () => {
    if (!leadId || !company) return;
    updateLead.mutate(
      { id: leadId, patch: { company } },
      {
        onSuccess: () => {
          toast.success(`Lead updated: now at ${company}`);
          markRead.mutate(alert.id);
        },
        onError: (error) => toast.error(errorMessage(error, "Could not update the lead")),
      },
    );
  };
  return (
    <li className="flex flex-col gap-1.5 border-b px-4 py-3 last:border-b-0" data-testid="alert-item">
      <Link
        href={hrefOf(alert)}
        className="text-sm font-medium leading-snug break-words hover:underline"
        onClick={() => {
          markRead.mutate(alert.id);
          onFollow();
        }}
      >
        {alert.message}
      </Link>
      {/* Why (issue 29: every alert says why): the path's reason, or where the person was before. */}
      {typeof alert.data?.reason === "string" && alert.data.reason ? <p className="text-xs break-words text-muted-foreground">{alert.data.reason}</p> : null}
      {typeof alert.data?.from === "string" ? <p className="text-xs text-muted-foreground">Was at {alert.data.from}, by your own contacts.</p> : null}
      <p className="text-xs text-muted-foreground">{when(alert.created_at)}</p>
      <div className="-ml-3 flex gap-2">
        {alert.type === ALERT_TYPES.leadMoved && leadId && company ? (
          <Button size="sm" className="ml-3" onClick={updateCompany} disabled={updateLead.isPending}>
            {updateLead.isPending ? "Updating…" : `Update company to ${company}`}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={() => markRead.mutate(alert.id)} disabled={markRead.isPending} aria-label={`Mark read: ${alert.message}`}>
          Mark read
        </Button>
      </div>
    </li>
  );
}

export function AlertBell() {
  const [open, setOpen] = useState(false);
  const alerts = useAlerts();
  const markAll = useMarkAllAlertsRead();
  const unread = alerts.data?.unread ?? 0;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={unread ? `Alerts: ${unread} unread` : "Alerts"} data-testid="alert-bell">
          <Bell className="size-5" />
          {unread ? (
            <span className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold text-white" aria-hidden>
              {unread > 99 ? "99+" : unread}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-96 p-0" data-testid="alert-panel">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 className="text-sm font-semibold">Alerts</h2>
          <Button size="sm" variant="ghost" disabled={!unread || markAll.isPending} onClick={() => markAll.mutate(undefined, { onError: (e) => toast.error(errorMessage(e, "Could not mark the alerts read")) })}>
            Mark all read
          </Button>
        </div>
        <div className="max-h-96 overflow-y-auto">
          {alerts.isPending ? (
            <div className="flex flex-col gap-2 p-4" aria-label="Loading alerts">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ) : alerts.isError ? (
            <div className="flex flex-col items-center gap-2 p-6 text-sm text-muted-foreground" role="alert">
              Could not load your alerts.
              <Button size="sm" variant="outline" onClick={() => alerts.refetch()}>
                Try again
              </Button>
            </div>
          ) : alerts.data.data.length ? (
            <ul>
              {alerts.data.data.map((a) => (
                <AlertItem key={a.id} alert={a} onFollow={() => setOpen(false)} />
              ))}
            </ul>
          ) : (
            <p className="p-6 text-center text-sm text-muted-foreground">
              No new alerts. You are told here when a warm path to a lead opens, someone you know changes jobs, or an intro request needs you or is answered.
            </p>
          )}
        </div>
        <div className="border-t px-4 py-3">
          <DigestSwitch />
        </div>
      </PopoverContent>
    </Popover>
  );
}
