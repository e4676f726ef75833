"use client";

import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { errorMessage } from "@/lib/http/client";
import { fetchExport, type ExportFormat } from "@/lib/export/hooks";
import { exportAllLabel, exportViewLabel, type ExportWhat } from "./export-labels";
import { saveBlob } from "@/lib/http/save-blob";

const FORMATS: ExportFormat[] = ["csv", "xlsx"];

/**
 * 'Export' (no lock-in): what the page shows — its filters and order, every page of it — or
 * everything the member supplied, as CSV or XLSX. Each item says which and how many.
 */
export function ExportMenu({ what, view }: { what: ExportWhat; view: { count: number | undefined; filters: Record<string, unknown> } }) {
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat, filters?: Record<string, unknown>) => {
    setBusy(true);
    try {
      saveBlob(await fetchExport(what, format, filters), `${what}.${format}`);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={busy} data-testid={`export-${what}`}>
          <Download aria-hidden /> {busy ? "Exporting…" : "Export"}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {FORMATS.map((format) => (
          <DropdownMenuItem key={format} disabled={view.count === 0} onSelect={() => void run(format, view.filters)}>
            {exportViewLabel(what, format, view.count)}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        {FORMATS.map((format) => (
          <DropdownMenuItem key={format} onSelect={() => void run(format)}>
            {exportAllLabel(what, format)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

