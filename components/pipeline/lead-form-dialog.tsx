"use client";

import { useState } from "react";
import { toast } from "sonner";
import { OrWithoutUrl, WithoutUrlRule } from "@/components/forms/url-or-details";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useUserDetails } from "@/lib/auth/hooks";
import { ApiClientError } from "@/lib/http/client";
import { useCreateLead, useUpdateLead } from "@/lib/leads/hooks";
import { canSubmitLead, type CreateLeadInput, type UpdateLeadInput } from "@/lib/leads/schema";
import type { LeadRow } from "@/lib/pipeline/types";
import { isOutOfCredits, showOutOfCredits } from "./out-of-credits";
import { keepWaiting } from "./waiting-leads";

type Fields = { linkedin_url: string; name: string; company: string; role: string };
const EMPTY: Fields = { linkedin_url: "", name: "", company: "", role: "" };

/**
 * Create lead / edit lead (spec 001 §5): Submit is enabled by the URL (> 27 chars) or by name,
 * company and designation; creation sends the URL with what was typed (docs/api.md: the spec's
 * "only the URL" assumes a profile fetcher we do not have); edit sends only the changed fields. Out
 * of credits (spec 001 §8), a new lead is kept to be added once there are credits (waiting-leads.ts).
 */
export function LeadFormDialog({ lead, open, onOpenChange }: { lead?: Partial<LeadRow> | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {open && <LeadForm key={lead?.id ?? "new"} lead={lead} onOpenChange={onOpenChange} />}
      </DialogContent>
    </Dialog>
  );
}

function LeadForm({ lead, onOpenChange }: { lead?: Partial<LeadRow> | null; onOpenChange: (o: boolean) => void }) {
  const user = useUserDetails();
  const create = useCreateLead();
  const update = useUpdateLead();
  const editing = Boolean(lead?.id);
  const initial: Fields = editing
    ? { linkedin_url: lead?.linkedin_url ?? "", name: lead?.name ?? "", company: lead?.company ?? "", role: lead?.role ?? "" }
    : EMPTY;
  const [values, setValues] = useState<Fields>(initial);
  const bind = (k: keyof Fields) => ({ value: values[k], onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [k]: e.target.value })) });
  const pending = create.isPending || update.isPending;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!canSubmitLead(values)) return;
    if (editing && lead?.id) {
      const patch: UpdateLeadInput = {};
      for (const k of Object.keys(values) as (keyof Fields)[]) if (values[k] !== initial[k]) patch[k] = values[k].trim();
      try {
        await update.mutateAsync({ id: lead.id, patch });
        toast.success("Lead updated successfully");
        onOpenChange(false);
      } catch (error) {
        // A new URL is a new target, paid for once (DESIGN §6.9): the edit stays in the form meanwhile.
        if (isOutOfCredits(error)) showOutOfCredits(values.name.trim() || lead.name || "this lead");
        else toast.error("Failed to update lead");
      }
      return;
    }
    // The URL and what the member typed: the typed name, company and designation are the lead's
    // and the member's facts about the person (a lead typed without a URL is reached through its company).
    const url = values.linkedin_url.trim();
    const typed = { name: values.name.trim(), company: values.company.trim(), role: values.role.trim() };
    const input: CreateLeadInput = url ? { linkedin_url: url, ...typed, upload_type: "manual" } : { ...typed, upload_type: "manual" };
    try {
      await create.mutateAsync(input);
      toast.success("Leads added successfully");
      onOpenChange(false);
    } catch (error) {
      if (isOutOfCredits(error)) {
        // Nothing typed twice: the pipeline offers to add it once there are credits.
        if (user.data) keepWaiting(user.data.id, [{ lead: input, from: "Add New Lead", row: null }]);
        onOpenChange(false);
        showOutOfCredits(values.name.trim() || "this lead");
      } else if (error instanceof ApiClientError && (error.status === 400 || error.status === 409)) toast.error(error.message);
      else toast.error("Unable to add lead now, try again later");
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{editing ? "Edit Lead" : "Add New Lead"}</DialogTitle>
        <DialogDescription>
          {editing
            ? "Change the lead's details."
            : "Paste the lead's LinkedIn profile URL, or enter their name, company and designation. Adding a lead uses 1 credit."}
        </DialogDescription>
      </DialogHeader>
      <LeadField id="lead-url" label="LinkedIn URL" {...bind("linkedin_url")} placeholder="https://www.linkedin.com/in/username" maxLength={500} />
      <OrWithoutUrl />
      <div className="grid grid-cols-1 gap-3">
        <LeadField id="lead-name" label="Name" required aria-describedby="lead-without-url" {...bind("name")} />
        <div className="grid grid-cols-2 gap-3">
          <LeadField id="lead-company" label="Company" required aria-describedby="lead-without-url" {...bind("company")} />
          <LeadField id="lead-role" label="Designation" required aria-describedby="lead-without-url" {...bind("role")} />
        </div>
        <WithoutUrlRule id="lead-without-url" />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmitLead(values) || pending}>
          {pending ? "Saving…" : "Submit"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A labelled input of the lead form; the three that stand in for a URL carry a red asterisk (WithoutUrlRule says when). */
function LeadField({ id, label, required, ...input }: { id: string; label: string; required?: boolean } & React.ComponentProps<typeof Input>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        {required && (
          <>
            {" "}
            <span className="text-destructive">*</span>
          </>
        )}
      </Label>
      <Input id={id} maxLength={200} {...input} />
    </div>
  );
}
