import { z } from "zod";
import { listLeadsSchema } from "@/lib/leads/list-leads";
import { pathsViewSchema, type PathsViewRequest } from "./paths-view";

// The pipeline room's request shapes, shared by the page and the handlers.

/** The pipeline's filters and order as the page shows them (no paging). */
export const leadFiltersSchema = listLeadsSchema.pick({ where: true, order: true });
export type LeadFilters = z.output<typeof leadFiltersSchema>;

/** POST v2/export/pipeline: the leads the member is looking at, as CSV or XLSX. */
export const exportPipelineSchema = leadFiltersSchema.extend({ format: z.enum(["csv", "xlsx"]).optional().default("xlsx") });
export type ExportPipelineInput = z.input<typeof exportPipelineSchema>;

/**
 * v1 and v2 of the relationship graph call: the lead by id (v1) or targetLink (v2), and which of its
 * paths to answer (./paths-view.ts: every field optional).
 */
export const openLeadSchema = z
  .object({
    id: z.string().optional(),
    lead_id: z.string().optional(),
    target: z.string().optional(),
    sourceLink: z.string().optional(),
    targetLink: z.string().optional(),
    relation_type: z.string().optional(),
    ...pathsViewSchema.shape,
  })
  .transform(({ id, lead_id, target: _target, sourceLink: _source, targetLink, relation_type: _type, ...view }) => ({ leadId: lead_id ?? id ?? targetLink ?? "", view }))
  .pipe(z.object({ leadId: z.uuid("Unknown lead"), view: z.custom<PathsViewRequest>() }));
