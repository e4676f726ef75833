"use client";

import { KeyRound, LogOut } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { PagerFooter } from "@/components/pipeline/pager-footer";
import { ADMIN_PAGE_SIZE } from "@/lib/admin/constants";
import { useAdminUsers, useTerminateSessions } from "@/lib/admin/hooks";
import type { AdminUserRow } from "@/lib/auth/admin";
import { AdminPageTitle, AdminSearch, DomainSelect, TableState, useAdminListState } from "./admin-list";
import { MountWhenOpened } from "@/components/common/mount-when-opened";

// The password form loads when a superadmin first opens it.
const EditPasswordDialog = dynamic(() => import("./edit-password-dialog").then((m) => m.EditPasswordDialog));

/** /user-sessions/ 'Session Management' (spec 001 §2). Double-click a row for its active sessions. */
export function SessionsScreen() {
  const router = useRouter();
  const [state, setState] = useAdminListState();
  const users = useAdminUsers(state);
  const rows = users.data?.users ?? [];
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [ending, setEnding] = useState<AdminUserRow | null>(null);
  const terminate = useTerminateSessions();

  const endAll = async () => {
    if (!ending) return;
    try {
      await terminate.mutateAsync({ userId: ending.id, session: "all" });
      toast.success("Session terminated successfully");
      setEnding(null);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Something went wrong");
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <AdminPageTitle title="Session Management" />
      <div className="flex flex-wrap items-center gap-2">
        <DomainSelect value={state.domain} onChange={(domain) => setState({ domain })} />
        <AdminSearch value={state.search} onChange={(search) => setState({ search })} />
      </div>
      <p className="text-sm text-muted-foreground">Double-click a user to see their active sessions.</p>
      <div className="overflow-hidden rounded-lg border">
        <Table data-testid="sessions-users-table">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableState columns={3} pending={users.isPending} error={users.isError} empty={!rows.length} onRetry={() => void users.refetch()} emptyText="No users found" />
            {rows.map((u) => (
              <TableRow key={u.id} className="cursor-pointer" onDoubleClick={() => router.push(`/user-sessions/${u.id}/`)} data-testid="session-user-row">
                <TableCell className="max-w-64 truncate font-medium">{u.name}</TableCell>
                <TableCell className="max-w-80 truncate">{u.email}</TableCell>
                <TableCell className="text-right">
                  <div className="flex justify-end gap-2">
                    <Button variant="outline" size="sm" onClick={() => setEditing(u)} data-testid="edit-password">
                      <KeyRound aria-hidden /> Edit Password
                    </Button>
                    <Button variant="outline" size="sm" className="text-destructive" onClick={() => setEnding(u)} data-testid="terminate-user-sessions">
                      <LogOut aria-hidden /> Terminate Session
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {!!users.data?.count && <PagerFooter page={state.page} pageSize={ADMIN_PAGE_SIZE} total={users.data.count} noun="users" onPage={(page) => setState({ page })} />}
      </div>
      <MountWhenOpened open={!!editing}>
        <EditPasswordDialog user={editing} onOpenChange={(open) => !open && setEditing(null)} />
      </MountWhenOpened>
      <ConfirmDialog
        open={!!ending}
        onOpenChange={(open) => !open && setEnding(null)}
        title="Terminate all sessions?"
        description={`${ending?.name ?? ""} will be signed out on every device.`}
        confirmLabel="Terminate Session"
        destructive
        pending={terminate.isPending}
        onConfirm={endAll}
        confirmTestId="confirm-terminate"
      />
    </div>
  );
}
