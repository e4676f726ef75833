"use client";

import { useState } from "react";
import { toast } from "sonner";
import { FilePicker } from "@/components/forms/file-picker";
import { FormError } from "@/components/forms/form-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { errorMessage } from "@/lib/http/client";
import { useExtendedNetworks, useUploadExtended } from "@/lib/network/hooks";
import { LINKEDIN_PROFILE_RE, LINKEDIN_URL_MESSAGE } from "@/lib/people/schema";

const NEW = "__new__";

/** Add an extended (portfolio) network CSV on behalf of its owner: an existing owner or a new one. */
export function ExtendedNetworkDialog({ open, onOpenChange, onStarted }: { open: boolean; onOpenChange: (o: boolean) => void; onStarted: (jobId: string) => void }) {
  const owners = useExtendedNetworks(open);
  const upload = useUploadExtended();
  const [owner, setOwner] = useState<string>("");
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ready = !!file && (owner === NEW ? name.trim().length >= 2 && url.length > 0 : !!owner);

  async function submit() {
    if (!file) return setError("Please select a file to upload");
    if (owner === NEW && !LINKEDIN_PROFILE_RE.test(url.trim())) return setError(LINKEDIN_URL_MESSAGE);
    setError(null);
    try {
      const res = await upload.mutateAsync(owner === NEW ? { file, owner_name: name.trim(), owner_linkedin_url: url.trim() } : { file, owner_id: owner });
      toast.success("Contact upload in progress");
      onStarted(res.data.job_id);
      onOpenChange(false);
    } catch (e) {
      const message = errorMessage(e);
      setError(message);
      toast.error(message);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add extended network</DialogTitle>
          <DialogDescription>Upload the Connections.csv of someone who agreed to introduce you (a portfolio network). Paths through them show as indirect.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-2">
            <Label>Owner</Label>
            <Select value={owner} onValueChange={setOwner}>
              <SelectTrigger className="w-full" data-testid="extended-owner">
                <SelectValue placeholder={owners.isPending ? "Loading owners…" : "Select an owner"} />
              </SelectTrigger>
              <SelectContent>
                {(owners.data ?? []).map((o) => (
                  <SelectItem key={o.id} value={o.id}>
                    {o.name} · {o.connections} connections
                  </SelectItem>
                ))}
                <SelectItem value={NEW}>New owner…</SelectItem>
              </SelectContent>
            </Select>
          </div>
          {owner === NEW && (
            <div className="grid grid-cols-2 gap-3">
              <div className="flex flex-col gap-2">
                <Label htmlFor="ext-name">Owner name</Label>
                <Input id="ext-name" value={name} onChange={(e) => setName(e.target.value)} />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="ext-url">Owner LinkedIn URL</Label>
                <Input id="ext-url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://www.linkedin.com/in/…" />
              </div>
            </div>
          )}
          <FilePicker id="ext-file" accept=".csv,.vcf" onFileChange={setFile} />
          <FormError>{error}</FormError>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!ready || upload.isPending}>
            Upload
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
