"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { PagerFooter } from "@/components/pipeline/pager-footer";
import { ADMIN_PAGE_SIZE, TOP_NETWORK_ADDED } from "@/lib/admin/constants";
import { useAddTopNetwork, useSetTopNetworkActive, useTopNetwork } from "@/lib/admin/hooks";
import { AdminPageTitle, AdminSearch, TableState, useAdminListState } from "./admin-list";

/** /top-network/ 'Top Network' (spec 001 §2): positions the Scuba AI sort favours. */
export function TopNetworkScreen() {
  const [state, setState] = useAdminListState();
  const list = useTopNetwork(state);
  const rows = list.data?.data ?? [];
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const setActive = useSetTopNetworkActive();
  const toggle = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });
  const allOn = rows.length > 0 && rows.every((r) => selected.has(r.id));

  const run = async (active: boolean) => {
    try {
      await setActive.mutateAsync({ ids: [...selected], active });
      toast.success(active ? "Network types activated" : "Network types deactivated");
      setSelected(new Set());
      setConfirming(false);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Something went wrong");
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <AdminPageTitle title="Top Network" />
      <div className="flex flex-wrap items-center gap-2">
        <AdminSearch value={state.search} onChange={(search) => setState({ search })} placeholder="Search by name" />
        <div className="ml-auto flex items-center gap-2">
          <Button variant="outline" onClick={() => setAdding(true)} data-testid="add-network-type">
            <Plus aria-hidden /> Add Network Type
          </Button>
          <Button onClick={() => void run(true)} disabled={!selected.size || setActive.isPending} data-testid="activate-selected">
            Activate Selected
          </Button>
          <Button variant="destructive" onClick={() => setConfirming(true)} disabled={!selected.size || setActive.isPending} data-testid="deactivate-selected">
            Deactivate Selected
          </Button>
        </div>
      </div>
      <div className="overflow-hidden rounded-lg border">
        <Table data-testid="top-network-table">
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                <Checkbox checked={allOn} onCheckedChange={(v) => toggle(rows.map((r) => r.id), !!v)} disabled={!rows.length} aria-label="Select all" />
              </TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableState columns={3} pending={list.isPending} error={list.isError} empty={!rows.length} onRetry={() => void list.refetch()} emptyText="No network types yet. Add one with 'Add Network Type'." />
            {rows.map((r) => (
              <TableRow key={r.id} data-state={selected.has(r.id) ? "selected" : undefined} data-testid="top-network-row">
                <TableCell>
                  <Checkbox checked={selected.has(r.id)} onCheckedChange={(v) => toggle([r.id], !!v)} aria-label={`Select ${r.name}`} />
                </TableCell>
                <TableCell className="max-w-96 truncate font-medium">{r.name}</TableCell>
                <TableCell>
                  {r.is_active ? (
                    <Badge className="bg-emerald-100 text-emerald-800 hover:bg-emerald-100">Active</Badge>
                  ) : (
                    <Badge variant="secondary">In-active</Badge>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {!!list.data?.count && <PagerFooter page={state.page} pageSize={ADMIN_PAGE_SIZE} total={list.data.count} noun="network types" onPage={(page) => setState({ page })} />}
      </div>
      <AddNetworkTypeDialog open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Deactivate selected network types?"
        description="The Scuba AI sort stops favouring these positions."
        confirmLabel="Deactivate"
        destructive
        pending={setActive.isPending}
        onConfirm={() => run(false)}
        confirmTestId="confirm-deactivate"
      />
    </div>
  );
}

function AddNetworkTypeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [position, setPosition] = useState("");
  const add = useAddTopNetwork();
  const close = (next: boolean) => {
    if (!next) setPosition("");
    onOpenChange(next);
  };
  const save = async () => {
    try {
      await add.mutateAsync([position.trim()]);
      toast.success(TOP_NETWORK_ADDED);
      close(false);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Something went wrong");
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Add Network Type</DialogTitle>
          <DialogDescription>A position (e.g. VP Sales) that the Scuba AI sort favours.</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (position.trim()) void save();
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor="position">Position</Label>
            <Input id="position" value={position} onChange={(e) => setPosition(e.target.value)} maxLength={200} autoFocus data-testid="position-input" />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!position.trim() || add.isPending} data-testid="save-position">
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
