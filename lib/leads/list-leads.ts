import { z } from "zod";

// The `POST /v1/list-leads` query language (spec 001 §7): where / skip / limit / select / order /
// include with the operators contains, in, has_some and equals. Every field is on an allow-list;
// anything else is refused with 400 — the client never sends SQL, only this small tree, which
// `queries.ts` compiles with bound parameters.

// No NUL: PostgreSQL text cannot hold it (a 400 here, not a failed query; issue 12 fuzzing).
const str = z.string().max(200).regex(/^[^\u0000]*$/, "Text may not contain NUL characters");
const stringOps = z.strictObject({ contains: str.optional(), equals: str.optional(), in: z.array(str).max(200).optional() });
const boolOp = z.union([z.boolean(), z.strictObject({ equals: z.boolean() })]);
const dateOp = z.union([z.null(), z.strictObject({ not: z.null() })]);
const idOps = z.union([z.uuid(), z.strictObject({ equals: z.uuid().optional(), in: z.array(z.uuid()).max(500).optional() })]);
const tagOp = z.strictObject({ has_some: z.array(str).max(100) });

export const STRING_FIELDS = ["name", "company", "role", "linkedin_url", "email"] as const;
export const BOOLEAN_FIELDS = ["is_active", "has_visited", "status"] as const;
export const DATE_FIELDS = ["visited_at", "created_at"] as const;
export const ORDER_FIELDS = ["name", "company", "role", "created_at", "visited_at", "has_visited", "scuba_sort_order", "sort_order", "total_path", "best_score"] as const;
export const SELECT_FIELDS = [
  "id", "user_id", "is_active", "name", "company", "role", "linkedin_url", "email", "phone_no", "status", "has_visited",
  "visited_at", "created_at", "scuba_sort_order", "scuba_sort_factors", "sort_order", "upload_type", "connected_user",
] as const;

type Leaf = {
  id?: z.infer<typeof idOps>;
  user_id?: string;
  name?: z.infer<typeof stringOps>;
  company?: z.infer<typeof stringOps>;
  role?: z.infer<typeof stringOps>;
  linkedin_url?: z.infer<typeof stringOps>;
  email?: z.infer<typeof stringOps>;
  is_active?: z.infer<typeof boolOp>;
  has_visited?: z.infer<typeof boolOp>;
  status?: z.infer<typeof boolOp>;
  visited_at?: z.infer<typeof dateOp>;
  created_at?: z.infer<typeof dateOp>;
  lead_pipeline_list?: { some: { pipeline_list_id: z.infer<typeof idOps> } };
  relation_metrics?: {
    start_tags?: { has_some: string[] };
    middle_tags?: { has_some: string[] };
    end_tags?: { has_some: string[] };
    direct_start_tags?: { has_some: string[] };
    direct_end_tags?: { has_some: string[] };
    /** `{ gt: 0 }`: leads with at least one direct connect. */
    direct_count?: { gt: 0 };
  };
  /** `{ open: true }`: leads with an open intro request of the member's (issue 17). */
  intro_request?: { open: true };
};
export type LeadWhere = Leaf & { AND?: LeadWhere[]; OR?: LeadWhere[] };

const leafShape = {
  id: idOps.optional(),
  // Accepted because the spec's home sends it; the server always scopes to the caller regardless.
  user_id: z.string().max(100).optional(),
  name: stringOps.optional(),
  company: stringOps.optional(),
  role: stringOps.optional(),
  linkedin_url: stringOps.optional(),
  email: stringOps.optional(),
  is_active: boolOp.optional(),
  has_visited: boolOp.optional(),
  status: boolOp.optional(),
  visited_at: dateOp.optional(),
  created_at: dateOp.optional(),
  lead_pipeline_list: z.strictObject({ some: z.strictObject({ pipeline_list_id: idOps }) }).optional(),
  relation_metrics: z
    .strictObject({
      start_tags: tagOp.optional(),
      middle_tags: tagOp.optional(),
      end_tags: tagOp.optional(),
      direct_start_tags: tagOp.optional(),
      direct_end_tags: tagOp.optional(),
      direct_count: z.strictObject({ gt: z.literal(0) }).optional(),
    })
    .optional(),
  intro_request: z.strictObject({ open: z.literal(true) }).optional(),
};

/** `AND` / `OR` levels a filter may nest (the client builds at most two); deeper trees are a 400. */
export const MAX_WHERE_DEPTH = 4;
/** Objects in one filter tree, whatever their shape (each level may hold 20 branches). */
export const MAX_WHERE_NODES = 200;
export const WHERE_TOO_DEEP_MESSAGE = `The filter may nest AND / OR at most ${MAX_WHERE_DEPTH} levels deep and hold at most ${MAX_WHERE_NODES} conditions`;

/**
 * Measures the tree without recursion before zod walks it (issue 12 item 11): an unbounded nesting
 * would cost exponential work, or overflow the stack, on the request thread.
 */
export function whereWithinBounds(value: unknown): boolean {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  let nodes = 0;
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (node === null || typeof node !== "object") continue;
    if (++nodes > MAX_WHERE_NODES) return false;
    for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
      const nested = key === "AND" || key === "OR";
      if (nested && depth + 1 > MAX_WHERE_DEPTH) return false;
      if (Array.isArray(child)) {
        if (child.length > 1000) return false;
        for (const item of child) stack.push({ node: item, depth: nested ? depth + 1 : depth });
      } else stack.push({ node: child, depth });
    }
  }
  return true;
}

const leadWhereTree: z.ZodType<LeadWhere> = z.lazy(() =>
  z.strictObject({
    ...leafShape,
    AND: z.array(leadWhereTree).max(20).optional(),
    OR: z.array(leadWhereTree).max(20).optional(),
  }),
);

export const leadWhereSchema: z.ZodType<LeadWhere> = z
  .unknown()
  .refine(whereWithinBounds, { message: WHERE_TOO_DEEP_MESSAGE, abort: true })
  .pipe(leadWhereTree) as unknown as z.ZodType<LeadWhere>;

const direction = z.enum(["asc", "desc"]);
const orderItem = z.partialRecord(z.enum(ORDER_FIELDS), direction).refine((o) => Object.keys(o).length === 1, "One field per order entry");

export const listLeadsSchema = z.object({
  where: leadWhereSchema.optional().default({}),
  skip: z.coerce.number().int().min(0).max(100_000).optional().default(0),
  limit: z.coerce.number().int().min(1).max(5000).optional().default(10),
  select: z.partialRecord(z.enum(SELECT_FIELDS), z.boolean()).optional(),
  order: z.union([orderItem, z.array(orderItem).max(5)]).optional(),
  include: z
    .strictObject({ tags: z.boolean().optional(), relation_metrics: z.boolean().optional(), lists: z.boolean().optional() })
    .optional()
    .default({ tags: true, relation_metrics: true, lists: true }),
});
export type ListLeadsInput = z.input<typeof listLeadsSchema>;
export type ListLeadsQuery = z.output<typeof listLeadsSchema>;

export type OrderField = (typeof ORDER_FIELDS)[number];
export function orderEntries(order: ListLeadsQuery["order"]): [OrderField, "asc" | "desc"][] {
  const list = order ? (Array.isArray(order) ? order : [order]) : [];
  return list.flatMap((o) => Object.entries(o) as [OrderField, "asc" | "desc"][]);
}
