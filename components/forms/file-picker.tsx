"use client";

import type { ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type FilePickerProps = {
  id: string;
  accept: string;
  onFileChange: (file: File | null) => void;
  /** When given, the chosen file's name and size show under the input. */
  file?: File | null;
  disabled?: boolean;
  testId?: string;
  /** Lines under the input, such as the upload's error. */
  children?: ReactNode;
};

/** The upload dialogs' 'File' input: one file, its name and size once chosen. */
export function FilePicker({ id, accept, onFileChange, file, disabled, testId, children }: FilePickerProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>File</Label>
      <Input id={id} type="file" accept={accept} disabled={disabled} onChange={(e) => onFileChange(e.target.files?.[0] ?? null)} data-testid={testId} />
      {file && (
        <p className="text-xs text-muted-foreground">
          {file.name} · {(file.size / (1024 * 1024)).toFixed(2)} MB
        </p>
      )}
      {children}
    </div>
  );
}
