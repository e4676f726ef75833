// Texts and limits of spec 000 §2, §5, §8, §9 for payments, shared by server and browser.

export const PLAN_NOTES = [
  "Plans are subject to change. Contact us for custom pricing options.",
  "*Gmail / Calendar integrations are coming soon",
] as const;

/** The plan dialog's notes: 'coming soon' only where Gmail/Calendar sync is not set up on this server. */
export function planNotes(gmailCalendarWorks: boolean): readonly string[] {
  return gmailCalendarWorks ? PLAN_NOTES.slice(0, 1) : PLAN_NOTES;
}

export const BILLING_MESSAGES = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  street: "Street address must be at least 3 characters.",
  city: "City must be at least 2 characters.",
  state: "State must be at least 2 characters.",
  zipcode: "Zipcode must be at least 6 characters.",
  country: "Please select a country.",
} as const;

export const DEFAULT_FAILURE_REASON = "Transaction declined by payment processor";
export const INVOICE_ERROR = "Error downloading invoice";
export const PAYMENT_POLL_MS = 1000;
export const SUCCESS_REDIRECT_MS = 5500;
export const HISTORY_PAGE_SIZE = 10;

/** Local storage key of the payment in progress (spec 000 §3 'payment data'), cleared after success. */
export const PAYMENT_STORAGE_KEY = "scuba.payment";

export type PlanOptionDto = { name: string; type: "email" | "link"; value: string };
export type PlanDto = {
  id: string;
  name: string;
  description: string;
  meta_data: string[];
  is_enterprise: boolean;
  options: PlanOptionDto[];
  credits: number;
  price: number; // minor units
  currency: string;
};
export type BillingDefaults = {
  name: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  tax_id: string;
};
export type PlansResponse = { plans: PlanDto[]; user: BillingDefaults };

export type PaymentStatus = "pending" | "succeeded" | "failed";
export type PaymentDto = {
  id: string;
  payment_id: string;
  payment_date: string | null;
  product_name: string;
  product_description: string;
  total_amount: number; // minor units
  currency: string;
  payment_method: string | null;
  status: PaymentStatus;
  purchase_type: string;
  credits: number;
  created_at: string;
  payment_link: string | null;
  redirect_url: string;
  failed_payment: { payment_status: "failed"; failure_reason: { created_at: string; error_message: string } } | null;
};
export type PaymentPage = { results: PaymentDto[]; count: number; page: number; page_size: number };
export type CreatePaymentResponse = { payment_id: string; payment_link: string };

/** "Leads~~25~~credits" → label, big figure, unit; a line without the separator is a plain feature. */
export function splitFeatureLine(line: string): { label: string; figure: string; unit: string } | null {
  if (!line.includes("~~")) return null;
  const [label = "", figure = "", unit = ""] = line.split("~~");
  return { label: label.trim(), figure: figure.trim(), unit: unit.trim() };
}

/** Minor units → "$149.00" in the row's own currency. */
export function formatAmount(minor: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: code }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${code}`;
  }
}

/** Year-month-day (spec 000 §2) in UTC, so server and browser agree. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  return new Date(iso).toISOString().slice(0, 10);
}

/** The time of day beside that date ("14:05 UTC"): two payments of one day told apart. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return "";
  return `${new Date(iso).toISOString().slice(11, 16)} UTC`;
}

/** Only a path on this site may be a return address (no open redirect). */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  return value;
}
