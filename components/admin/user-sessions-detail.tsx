"use client";

import { ArrowLeft, Globe, LogOut, Monitor, Smartphone, Tablet } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { SearchBox } from "@/components/common/search-box";
import { useAdminUser, useTerminateSessions, useUserSessions } from "@/lib/admin/hooks";
import type { AdminSessionRow } from "@/lib/auth/admin";
import { UserActivity } from "./user-activity";

const ICONS = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, other: Globe } as const;

function formatLogin(iso: string) {
  return new Date(iso).toLocaleString("en-GB", { day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
}

/** /user-sessions/{user_id}/ 'Active Sessions' (spec 001 §2). */
export function UserSessionsDetail({ userId }: { userId: string }) {
  const user = useAdminUser(userId);
  const sessions = useUserSessions(userId);
  const terminate = useTerminateSessions();
  const [text, setText] = useState("");
  const [ending, setEnding] = useState<null | "all" | AdminSessionRow>(null);

  const needle = text.trim().toLowerCase();
  const rows = (sessions.data ?? []).filter(
    (s) => !needle || [s.device_id, s.ip_address ?? "", s.device_type, s.browser_type ?? ""].some((v) => v.toLowerCase().includes(needle)),
  );

  const confirm = async () => {
    if (!ending) return;
    try {
      await terminate.mutateAsync({ userId, session: ending === "all" ? "all" : [ending.device_id] });
      toast.success("Session terminated successfully");
      setEnding(null);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Something went wrong");
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <Link href="/user-sessions/" className="flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
            <ArrowLeft className="size-4" aria-hidden /> Session Management
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight">Active Sessions</h1>
          <p className="truncate text-sm text-muted-foreground" data-testid="session-user">
            {user.isPending ? <Skeleton className="h-4 w-64" /> : user.data ? `${user.data.name} · ${user.data.email}` : "User not found"}
          </p>
        </div>
        <Button variant="destructive" onClick={() => setEnding("all")} disabled={!sessions.data?.length} data-testid="terminate-all">
          <LogOut aria-hidden /> Terminate All Sessions
        </Button>
      </div>
      <SearchBox value={text} onChange={setText} className="w-72" placeholder="Search sessions" aria-label="Search sessions" />

      {sessions.isPending ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-40 w-full" />
          ))}
        </div>
      ) : sessions.isError ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-10 text-sm text-muted-foreground">
            Something went wrong while loading the sessions.
            <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : !rows.length ? (
        <Card className="border-dashed">
          <CardContent className="py-10 text-center text-sm text-muted-foreground" data-testid="no-sessions">
            No sessions found
          </CardContent>
        </Card>
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {rows.map((s) => {
            const Icon = ICONS[s.device_type] ?? Globe;
            return (
              <Card key={s.id} data-testid="session-card">
                <CardContent className="flex flex-col gap-3">
                  <div className="flex items-center gap-3">
                    <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted">
                      <Icon className="size-5" aria-label={s.device_type} />
                    </div>
                    <div className="min-w-0">
                      <p className="truncate font-medium capitalize">{s.device_type}{s.browser_type ? ` · ${s.browser_type}` : ""}</p>
                      <p className="text-xs text-muted-foreground">Logged in {formatLogin(s.created_at)}</p>
                    </div>
                  </div>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">IP address</dt>
                    <dd className="truncate">{s.ip_address ?? "—"}</dd>
                    <dt className="text-muted-foreground">Device ID</dt>
                    <dd className="truncate font-mono text-xs leading-5" title={s.device_id}>
                      {s.device_id}
                    </dd>
                  </dl>
                  <Button variant="outline" size="sm" className="self-start text-destructive" onClick={() => setEnding(s)} data-testid="terminate-session">
                    <LogOut aria-hidden /> Terminate Session
                  </Button>
                </CardContent>
              </Card>
            );
          })}
        </div>
      )}

      <UserActivity userId={userId} />

      <ConfirmDialog
        open={!!ending}
        onOpenChange={(open) => !open && setEnding(null)}
        title={ending === "all" ? "Terminate all sessions?" : "Terminate this session?"}
        description={ending === "all" ? "The user will be signed out on every device." : "The user will be signed out on this device."}
        confirmLabel={ending === "all" ? "Terminate All Sessions" : "Terminate Session"}
        destructive
        pending={terminate.isPending}
        onConfirm={confirm}
        confirmTestId="confirm-terminate"
      />
    </div>
  );
}
