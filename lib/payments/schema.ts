import { z } from "zod";
import { BILLING_MESSAGES } from "./constants";
import { isCountryCode } from "./countries";

// Payloads of the payment calls (spec 000 §3, §5, §7). The server applies the same rules as the form.

export const billingSchema = z.object({
  name: z.string().trim().min(2, BILLING_MESSAGES.name).max(200),
  email: z.string().trim().max(254).pipe(z.email(BILLING_MESSAGES.email)),
  street: z.string().trim().min(3, BILLING_MESSAGES.street).max(300),
  city: z.string().trim().min(2, BILLING_MESSAGES.city).max(120),
  state: z.string().trim().min(2, BILLING_MESSAGES.state).max(120),
  zipcode: z.string().trim().min(6, BILLING_MESSAGES.zipcode).max(20),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((c) => isCountryCode(c), BILLING_MESSAGES.country),
  tax_id: z.string().trim().max(64),
});
export type BillingInput = z.infer<typeof billingSchema>;

export const createPaymentSchema = billingSchema.extend({
  tax_id: z.string().trim().max(64).optional().default(""),
  product_id: z.uuid("Please choose a plan."),
  return_url: z.string().max(2000).optional(),
});
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
