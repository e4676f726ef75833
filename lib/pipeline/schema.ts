import { z } from "zod";
import { listLeadsSchema } from "@/lib/leads/list-leads";

// The pipeline room's request shapes, shared by the page and the handlers.

/** The pipeline's filters and order as the page shows them (no paging). */
export const leadFiltersSchema = listLeadsSchema.pick({ where: true, order: true });
export type LeadFilters = z.output<typeof leadFiltersSchema>;

/** POST v2/export/pipeline: the leads the member is looking at, as CSV or XLSX. */
export const exportPipelineSchema = leadFiltersSchema.extend({ format: z.enum(["csv", "xlsx"]).optional().default("xlsx") });
export type ExportPipelineInput = z.input<typeof exportPipelineSchema>;
