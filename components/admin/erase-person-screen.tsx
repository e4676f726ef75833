"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Eraser } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { ConfirmDialog } from "@/components/common/confirm-dialog";
import { FormError } from "@/components/forms/form-error";
import { errorMessage } from "@/lib/http/client";
import { useErasePerson } from "@/lib/privacy/hooks";
import { AdminPageTitle } from "./admin-list";

export const ERASE_PERSON_EXPLAINED =
  "Every member's facts, connections, tags, leads and bookmarks about this person are removed, in every team. A suppression entry — a hash, never the address itself — keeps later imports, lead adds and extension saves from bringing them back; those rows are skipped as 'Suppressed by request'. Recorded in the audit log. This cannot be undone.";

/** /erase-person/ (issue 31): a right-to-erasure request for a person who is not a member. */
export function ErasePersonScreen() {
  const [by, setBy] = useState<"linkedin_url" | "email">("linkedin_url");
  const [value, setValue] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const erase = useErasePerson();
  const fieldError = erase.error && "fieldErrors" in erase.error ? Object.values((erase.error as { fieldErrors: Record<string, string[]> }).fieldErrors)[0]?.[0] : undefined;

  async function run() {
    try {
      const r = await erase.mutateAsync(by === "email" ? { email: value } : { linkedin_url: value });
      setDone(`Erased: ${r.persons_removed} person record(s) removed, ${r.members_affected} member(s)' data changed, ${r.suppressed} suppression entr${r.suppressed === 1 ? "y" : "ies"} added.`);
      toast.success("Person erased");
      setValue("");
    } catch {
      // Shown under the field.
    } finally {
      setConfirming(false);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <AdminPageTitle title="Erase a Person" />
      <p className="text-sm text-muted-foreground">A right-to-erasure request from someone who is not a member. {ERASE_PERSON_EXPLAINED}</p>
      <form
        className="flex flex-col gap-4 rounded-lg border p-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          erase.reset();
          setDone(null);
          if (value.trim()) setConfirming(true);
        }}
      >
        <RadioGroup value={by} onValueChange={(v) => setBy(v as typeof by)} className="flex gap-6" aria-label="Identify the person by">
          <div className="flex items-center gap-2">
            <RadioGroupItem value="linkedin_url" id="by-url" />
            <Label htmlFor="by-url">LinkedIn URL</Label>
          </div>
          <div className="flex items-center gap-2">
            <RadioGroupItem value="email" id="by-email" />
            <Label htmlFor="by-email">E-mail address</Label>
          </div>
        </RadioGroup>
        <div className="grid gap-1.5">
          <Label htmlFor="erase-value">{by === "email" ? "E-mail address" : "LinkedIn profile URL"}</Label>
          <Input
            id="erase-value"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={by === "email" ? "name@example.com" : "https://www.linkedin.com/in/…"}
            type={by === "email" ? "email" : "url"}
            autoComplete="off"
          />
          <FormError>{erase.error ? (fieldError ?? errorMessage(erase.error)) : null}</FormError>
        </div>
        {done && (
          <p className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
            {done}
          </p>
        )}
        <div>
          <Button type="submit" variant="destructive" disabled={!value.trim() || erase.isPending} data-testid="erase-person">
            <Eraser aria-hidden /> Erase this person
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Erase this person everywhere?"
        description={ERASE_PERSON_EXPLAINED}
        confirmLabel={erase.isPending ? "Erasing…" : "Erase"}
        destructive
        pending={erase.isPending}
        onConfirm={run}
        confirmTestId="confirm-erase-person"
      />
    </div>
  );
}
