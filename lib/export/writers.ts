import "server-only";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { log } from "@/lib/log";
import { csvLine, safeCell } from "./cells";

// Streaming export writers, shared by the superadmin report and members' own exports: XLSX through exceljs'
// WorkbookWriter, CSV by hand. Rows are written and flushed as they come, so
// a report over many leads never holds every row in memory. Every value goes through safeCell.

const BACKLOG_BYTES = 1 << 20;

export type SheetColumn = { header: string; key: string; width: number };

export function streamXlsx(input: {
  sheetName: string;
  columns: SheetColumn[];
  rows: AsyncIterable<Record<string, unknown>>;
  onDone?: (rows: number) => Promise<void> | void;
}): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(input.sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = input.columns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  void (async () => {
    let n = 0;
    try {
      for await (const row of input.rows) {
        // The reader went away (download cancelled): stop computing rows nobody will read.
        if (out.destroyed) return;
        const values: Record<string, string | number> = {};
        for (const c of input.columns) values[c.key] = safeCell(row[c.key]);
        sheet.addRow(values).commit();
        n++;
        // Back-pressure: while the reader (the HTTP response) lags, stop producing rows, so a slow
        // download of a large report does not pile its rows up in memory.
        while (out.readableLength > BACKLOG_BYTES && !out.destroyed) await new Promise((r) => setTimeout(r, 10));
      }
      sheet.commit();
      await workbook.commit();
      await input.onDone?.(n);
    } catch (error) {
      log.error("export.xlsx_failed", { error: error instanceof Error ? error.message : String(error) });
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

/** The same rows as CSV, streamed. */
export function streamCsv(input: { columns: SheetColumn[]; rows: AsyncIterable<Record<string, unknown>> }): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = input.rows[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLine(input.columns.map((c) => c.header))));
        return;
      }
      const next = await iterator.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(csvLine(input.columns.map((c) => next.value[c.key]))));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

export type ExportFormat = "csv" | "xlsx";

/** A file response for an export: the streamed body with its type and name. */
export function exportResponse(input: { format: ExportFormat; fileName: string; sheetName: string; columns: SheetColumn[]; rows: AsyncIterable<Record<string, unknown>> }) {
  const body = input.format === "csv" ? streamCsv(input) : streamXlsx(input);
  const type = input.format === "csv" ? "text/csv; charset=utf-8" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  return new Response(body, {
    headers: { "content-type": type, "content-disposition": `attachment; filename="${input.fileName}.${input.format}"`, "cache-control": "no-store" },
  });
}
