"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { markPrivateSchema } from "@/lib/network/schema";
import { useMarkConnections } from "./privacy";

type By = "company" | "domain";

/** 'Make all from company… / domain… private' (issue 31): every own connection at a company or e-mail domain, at once. */
export function PrivateByDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [by, setBy] = useState<By>("company");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const mark = useMarkConnections();
  // Opened again, the dialog starts afresh (it stays mounted once opened).
  const close = (o: boolean) => {
    if (!o) {
      setText("");
      setError(null);
    }
    onOpenChange(o);
  };

  async function submit(value: boolean) {
    const body = by === "company" ? { company_key: text, private: value } : { domain: text, private: value };
    const parsed = markPrivateSchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Please check the value.");
    setError(null);
    if (await mark.run(parsed.data)) close(false);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent data-testid="private-by-dialog">
        <DialogHeader>
          <DialogTitle>Make private by company or domain</DialogTitle>
          <DialogDescription>
            Every connection of yours at the company (by the company on your import or their current job) or with an e-mail address at the domain. Your
            teammates stop seeing them; your own paths still use them.
          </DialogDescription>
        </DialogHeader>
        <RadioGroup value={by} onValueChange={(v) => { setBy(v as By); setError(null); }} className="flex gap-6" aria-label="Choose connections by">
          <div className="flex items-center gap-2">
            <RadioGroupItem value="company" id="private-by-company" />
            <Label htmlFor="private-by-company">Company</Label>
          </div>
          <div className="flex items-center gap-2">
            <RadioGroupItem value="domain" id="private-by-domain" />
            <Label htmlFor="private-by-domain">E-mail domain</Label>
          </div>
        </RadioGroup>
        <div className="grid gap-1.5">
          <Label htmlFor="private-by-value">{by === "company" ? "Company name" : "Domain"}</Label>
          <Input
            id="private-by-value"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={by === "company" ? "e.g. Globex" : "e.g. globex.com"}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? "private-by-error" : undefined}
            data-testid="private-by-value"
          />
          {error && (
            <p id="private-by-error" className="text-sm text-destructive" role="alert">
              {error}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => submit(false)} disabled={mark.pending} data-testid="private-by-share">
            Make shared
          </Button>
          <Button onClick={() => submit(true)} disabled={mark.pending} data-testid="private-by-submit">
            Make private
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
