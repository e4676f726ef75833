import { z } from "zod";
import { BILLING_MESSAGES } from "./constants";
import { isCountryCode } from "./countries";
import { zipcodeProblem } from "./postal-code";

// Payloads of the payment calls (spec 000 §3, §5, §7). The server applies the same rules as the form.

const billingFields = z.object({
  name: z.string().trim().min(2, BILLING_MESSAGES.name).max(200),
  email: z.string().trim().max(254).pipe(z.email(BILLING_MESSAGES.email)),
  street: z.string().trim().min(3, BILLING_MESSAGES.street).max(300),
  city: z.string().trim().min(2, BILLING_MESSAGES.city).max(120),
  state: z.string().trim().min(2, BILLING_MESSAGES.state).max(120),
  // Checked with the country below (postal-code.ts).
  zipcode: z.string().trim().toUpperCase().max(20, BILLING_MESSAGES.zipcode),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((c) => isCountryCode(c), BILLING_MESSAGES.country),
  tax_id: z.string().trim().max(64),
});

/** The zipcode against the chosen country's format — also when other fields are wrong, so every message shows at once. */
function withZipcodeCheck<T extends z.ZodType<{ zipcode: string; country: string }>>(schema: T) {
  return schema.superRefine((v, ctx) => {
    const problem = zipcodeProblem(v.zipcode, v.country);
    if (problem) ctx.addIssue({ code: "custom", path: ["zipcode"], message: problem });
  }, { when: ({ value }) => typeof (value as { zipcode?: unknown })?.zipcode === "string" && typeof (value as { country?: unknown }).country === "string" });
}

export const billingSchema = withZipcodeCheck(billingFields);
export type BillingInput = z.infer<typeof billingSchema>;

export const createPaymentSchema = withZipcodeCheck(
  billingFields.extend({
    tax_id: z.string().trim().max(64).optional().default(""),
    product_id: z.uuid("Please choose a plan."),
    return_url: z.string().max(2000).optional(),
  }),
);
export type CreatePaymentInput = z.infer<typeof createPaymentSchema>;

export const paymentIdQuery = z.object({ payment_id: z.string().trim().min(1, "payment_id is required").max(64) });
export const plansQuery = z.object({ type: z.enum(["lead"]).optional().default("lead") });
export const historyQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional().default(10),
});
export const sandboxDeclineSchema = z.object({
  payment_id: z.string().trim().min(1).max(64),
  reason: z.string().trim().max(200).optional(),
});
export const sandboxPaySchema = z.object({ payment_id: z.string().trim().min(1).max(64) });
