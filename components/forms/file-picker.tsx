"use client";

import type { ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatFileSize } from "@/lib/ui/file-size";

type FilePickerProps = {
  id: string;
  accept: string;
  onFileChange: (file: File | null) => void;
  /** When given, the chosen file's name and size show under the input. */
  file?: File | null;
  /** How the size reads: the unit that fits (default), or always MB (the lead CSV upload, spec 001 §4). */
  sizeUnit?: "auto" | "mb";
  disabled?: boolean;
  testId?: string;
  /** Lines under the input, such as the upload's error. */
  children?: ReactNode;
};

/** The upload dialogs' 'File' input: one file, its name and size once chosen. */
export function FilePicker({ id, accept, onFileChange, file, sizeUnit = "auto", disabled, testId, children }: FilePickerProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>File</Label>
      <Input id={id} type="file" accept={accept} disabled={disabled} onChange={(e) => onFileChange(e.target.files?.[0] ?? null)} data-testid={testId} />
      {file && (
        <p className="text-xs break-words text-muted-foreground">
          {file.name} · {formatFileSize(file.size, sizeUnit)}
        </p>
      )}
      {children}
    </div>
  );
}
