"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { PagerFooter } from "@/components/pipeline/pager-footer";
import { ADMIN_PAGE_SIZE } from "@/lib/admin/constants";
import { Trash2 } from "lucide-react";
import { useAdminUsers, useDeleteUser, useSetUsersActive } from "@/lib/admin/hooks";
import { AdminPageTitle, AdminSearch, DomainSelect, TableState, useAdminListState } from "./admin-list";

/** /user-management/ 'User Management' (spec 001 §2): approve, activate and deactivate accounts. */
export function UserManagementScreen() {
  const [state, setState] = useAdminListState();
  const users = useAdminUsers(state);
  const rows = users.data?.users ?? [];
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const setActive = useSetUsersActive();
  const deleteUser = useDeleteUser();
  const [deleting, setDeleting] = useState<{ id: string; email: string } | null>(null);

  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteUser.mutateAsync(deleting.id);
      toast.success(`${deleting.email} was deleted`);
      setDeleting(null);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Something went wrong");
    }
  };

  const toggle = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });
  const allOn = rows.length > 0 && rows.every((r) => selected.has(r.id));

  const run = async (active: boolean) => {
    try {
      const res = await setActive.mutateAsync({ users: [...selected], active });
      toast.success(res.message);
      setSelected(new Set());
      setConfirming(false);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Something went wrong");
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <AdminPageTitle title="User Management" />
      <div className="flex flex-wrap items-center gap-2">
        <DomainSelect value={state.domain} onChange={(domain) => setState({ domain })} />
        <AdminSearch value={state.search} onChange={(search) => setState({ search })} />
        <div className="ml-auto flex items-center gap-2">
          <Button onClick={() => void run(true)} disabled={!selected.size || setActive.isPending} data-testid="activate-selected">
            Activate Selected
          </Button>
          <Button variant="destructive" onClick={() => setConfirming(true)} disabled={!selected.size || setActive.isPending} data-testid="deactivate-selected">
            Deactivate Selected
          </Button>
        </div>
      </div>
      <div className="overflow-hidden rounded-lg border">
        <Table data-testid="users-table">
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                <Checkbox checked={allOn} onCheckedChange={(v) => toggle(rows.map((r) => r.id), !!v)} disabled={!rows.length} aria-label="Select all" />
              </TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Approval Status</TableHead>
              <TableHead className="w-12">
                <span className="sr-only">Delete</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableState columns={5} pending={users.isPending} error={users.isError} empty={!rows.length} onRetry={() => void users.refetch()} emptyText="No users found" />
            {rows.map((u) => (
              <TableRow key={u.id} data-state={selected.has(u.id) ? "selected" : undefined} data-testid="user-row">
                <TableCell>
                  <Checkbox checked={selected.has(u.id)} onCheckedChange={(v) => toggle([u.id], !!v)} aria-label={`Select ${u.email}`} />
                </TableCell>
                <TableCell className="max-w-64 truncate font-medium">{u.name}</TableCell>
                <TableCell className="max-w-80 truncate">{u.email}</TableCell>
                <TableCell>
                  {u.is_admin_approved ? (
                    <Badge className="bg-emerald-100 text-emerald-800 hover:bg-emerald-100">Approved</Badge>
                  ) : (
                    <Badge variant="secondary" className="bg-amber-100 text-amber-800">Yet to approve</Badge>
                  )}
                </TableCell>
                <TableCell>
                  <Button variant="ghost" size="icon" className="text-destructive hover:text-destructive" aria-label={`Delete ${u.email}`} onClick={() => setDeleting({ id: u.id, email: u.email })} data-testid="delete-user">
                    <Trash2 aria-hidden />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {!!users.data?.count && <PagerFooter page={state.page} pageSize={ADMIN_PAGE_SIZE} total={users.data.count} noun="users" onPage={(page) => setState({ page })} />}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Deactivate selected users?"
        description={`${selected.size} user(s) will be signed out at once and cannot sign in until activated again.`}
        confirmLabel="Deactivate"
        destructive
        pending={setActive.isPending}
        onConfirm={() => run(false)}
        confirmTestId="confirm-deactivate"
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete ${deleting?.email ?? "this account"}?`}
        description="The account and everything its member supplied are erased — connections, facts about people, tags, leads, lists, bookmarks, intro requests and activity — and their collaborations end at once. Payments and invoices are kept without their name or e-mail. This cannot be undone; it is recorded in the audit log."
        confirmLabel={deleteUser.isPending ? "Deleting…" : "Delete account"}
        destructive
        pending={deleteUser.isPending}
        onConfirm={remove}
        confirmTestId="confirm-delete-user"
      />
    </div>
  );
}
