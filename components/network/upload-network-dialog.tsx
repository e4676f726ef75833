"use client";

import { Upload } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { FilePicker } from "@/components/forms/file-picker";
import { FormError } from "@/components/forms/form-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/http/client";
import { useUploadNetwork } from "@/lib/network/hooks";

export const LIMIT_TEXT = "You have reached the limit of adding connections";

/** Add My Network: LinkedIn's Connections.csv (or Positions/Education, vCard, Google Contacts CSV). */
export function UploadNetworkDialog({ open, onOpenChange, onStarted }: { open: boolean; onOpenChange: (o: boolean) => void; onStarted: (jobId: string) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadNetwork();

  async function submit() {
    if (!file) return setError("Please select a file to upload");
    setError(null);
    try {
      const res = await upload.mutateAsync(file);
      toast.success(res.data.job_id ? "Contact upload in progress" : "Base network added successfully");
      if (res.data.job_id) onStarted(res.data.job_id);
      setFile(null);
      onOpenChange(false);
    } catch (e) {
      // 429: the plan's limit; the upload stops and no success message follows (spec 001 §4).
      const message = errorMessage(e);
      setError(message);
      toast.error(message);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add My Network</DialogTitle>
          <DialogDescription>
            Upload <strong>Connections.csv</strong> from your LinkedIn data export (Settings → Data privacy → Get a copy of your data). Positions.csv and Education.csv fill your own history; vCard (.vcf) and Google Contacts CSV files add contacts.
          </DialogDescription>
        </DialogHeader>
        <FilePicker id="network-file" accept=".csv,.vcf,text/csv,text/vcard" file={file} onFileChange={setFile} testId="network-file">
          <FormError data-testid="upload-error">{error}</FormError>
        </FilePicker>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={upload.isPending} data-testid="upload-submit">
            <Upload aria-hidden /> {upload.isPending ? "Uploading…" : "Upload"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
