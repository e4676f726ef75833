"use client";

import { useState } from "react";
import { toast } from "sonner";
import { FormError } from "@/components/forms/form-error";
import { OrWithoutUrl, WithoutUrlRule } from "@/components/forms/url-or-details";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiClientError } from "@/lib/http/client";
import { useAddContact } from "@/lib/network/hooks";
import { addContactSchema, canSubmitContact, CONTACT_TEXTS } from "@/lib/network/schema";

/** Add New Contact: the enable rule of spec 001 §5; the typed name, company and designation go along. */
export function AddContactDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [v, setV] = useState({ linkedin_url: "", name: "", company: "", designation: "" });
  const [error, setError] = useState<string | null>(null);
  const add = useAddContact();
  const field = (key: keyof typeof v) => ({
    value: v[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setV({ ...v, [key]: e.target.value });
      if (key === "linkedin_url") setError(null);
    },
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = addContactSchema.safeParse(v);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    try {
      await add.mutateAsync(parsed.data);
      // Not the spec's 'Lead added to network successfully': that one is for moving a lead to the network.
      toast.success(CONTACT_TEXTS.added);
      setV({ linkedin_url: "", name: "", company: "", designation: "" });
      onOpenChange(false);
    } catch (err) {
      const message = err instanceof ApiClientError && err.status === 429 ? err.message : CONTACT_TEXTS.failed;
      setError(message);
      toast.error(message);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Add New Contact</DialogTitle>
            <DialogDescription>Add someone you know by their LinkedIn profile address, or by their name, company and designation.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor="contact-url">LinkedIn URL</Label>
            <Input id="contact-url" placeholder="https://www.linkedin.com/in/username" {...field("linkedin_url")} aria-invalid={!!error} data-testid="contact-url" />
            <FormError>{error}</FormError>
          </div>
          <OrWithoutUrl />
          <div className="grid grid-cols-1 gap-3">
            <div className="flex flex-col gap-2">
              <Label htmlFor="contact-name">Name *</Label>
              <Input id="contact-name" aria-describedby="contact-without-url" {...field("name")} />
            </div>
            <div className="grid grid-cols-2 gap-3">
              <div className="flex flex-col gap-2">
                <Label htmlFor="contact-company">Company *</Label>
                <Input id="contact-company" aria-describedby="contact-without-url" {...field("company")} />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="contact-designation">Designation *</Label>
                <Input id="contact-designation" aria-describedby="contact-without-url" {...field("designation")} />
              </div>
            </div>
            <WithoutUrlRule id="contact-without-url" />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSubmitContact(v) || add.isPending} data-testid="contact-submit">
              Submit
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
