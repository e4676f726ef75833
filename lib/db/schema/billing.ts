import { bigserial, boolean, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, tstz, updatedAt } from "./columns";

// Append-only: the balance is the sum of deltas. A unique reference makes every charge idempotent
// ("lead:<id>" for a lead, "payment:<id>" for a purchase).
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: text("reason").notNull(), // signup_free | lead_charge | purchase | admin_grant | refund
    reference: text("reference"),
    createdAt: createdAt(),
  },
  (t) => [index("credit_ledger_user_idx").on(t.userId), uniqueIndex("credit_ledger_reference_key").on(t.reference)],
);

export type PlanOption = { name: string; type: "email" | "link"; value: string };

export const plans = pgTable(
  "plans",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    metaData: jsonb("meta_data").$type<string[]>().notNull(),
    isEnterprise: boolean("is_enterprise").notNull().default(false),
    options: jsonb("options").$type<PlanOption[]>().notNull(),
    type: text("type").notNull().default("lead"),
    priceCents: integer("price_cents").notNull().default(0),
    currency: text("currency").notNull().default("USD"),
    credits: integer("credits").notNull().default(0),
    connectionLimit: integer("connection_limit"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("plans_name_key").on(t.name)],
);

export const paymentStatus = pgEnum("payment_status", ["pending", "succeeded", "failed"]);

export type BillingDetails = {
  name: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  tax_id?: string;
};

export const payments = pgTable(
  "payments",
  {
    id: id(),
    paymentId: text("payment_id").notNull(), // public id shown to the buyer
    // Null once the buyer deleted their account: the payment and its invoice are kept (the law keeps
    // them), detached from the account and with the billing name and e-mail replaced (decision 018).
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    planId: uuid("plan_id").references(() => plans.id, { onDelete: "set null" }),
    status: paymentStatus("status").notNull().default("pending"),
    totalAmount: integer("total_amount").notNull(), // minor units
    currency: text("currency").notNull(),
    credits: integer("credits").notNull().default(0),
    paymentMethod: text("payment_method"),
    productName: text("product_name").notNull(),
    productDescription: text("product_description").notNull().default(""),
    purchaseType: text("purchase_type").notNull().default("lead"),
    provider: text("provider").notNull(), // sandbox | stripe
    providerRef: text("provider_ref"),
    paymentLink: text("payment_link"),
    returnUrl: text("return_url"),
    billing: jsonb("billing").$type<BillingDetails>().notNull(),
    failureReason: text("failure_reason"),
    failedAt: tstz("failed_at"),
    paidAt: tstz("paid_at"),
    fulfilledAt: tstz("fulfilled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("payments_payment_id_key").on(t.paymentId), index("payments_user_idx").on(t.userId, t.createdAt)],
);

export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
    issuedAt: tstz("issued_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("invoices_number_key").on(t.number), uniqueIndex("invoices_payment_key").on(t.paymentId)],
);

export type Plan = typeof plans.$inferSelect;
export type Payment = typeof payments.$inferSelect;

// Every provider event (a Stripe webhook delivery, a sandbox pay/decline) is recorded by its id in
// the same transaction as its effect, so a redelivered event changes nothing the second time.
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: id(),
    provider: text("provider").notNull(), // sandbox | stripe
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    paymentId: text("payment_id"), // the public payment id the event concerned, when known
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("payment_events_provider_event_key").on(t.provider, t.eventId)],
);
