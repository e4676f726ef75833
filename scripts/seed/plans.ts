import { readFileSync } from "node:fs";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { plans } from "@/lib/db/schema";

// The plans the plan dialog shows. A feature line "label~~figure~~unit" is split into three parts.
export const SEED_PLANS = [
  {
    name: "Starter",
    description: "For a single seller trying warm paths on a few accounts.",
    metaData: ["Leads~~25~~credits", "Warm paths to every lead", "LinkedIn network import", "Email support"],
    priceCents: 4900,
    credits: 25,
    connectionLimit: 30_000,
    sortOrder: 1,
  },
  {
    name: "Growth",
    description: "For sellers who work a full pipeline every week.",
    metaData: ["Leads~~100~~credits", "Team network with collaborators", "Scuba AI Sort", "Gmail / Calendar integrations*"],
    priceCents: 14900,
    credits: 100,
    connectionLimit: 30_000,
    sortOrder: 2,
  },
  {
    name: "Scale",
    description: "For small teams pooling their networks.",
    metaData: ["Leads~~300~~credits", "Everything in Growth", "Extended networks", "Priority support"],
    priceCents: 34900,
    credits: 300,
    connectionLimit: 30_000,
    sortOrder: 3,
  },
  {
    name: "Enterprise",
    description: "Custom volumes, CRM sync and onboarding for your whole sales team.",
    metaData: ["Leads~~Custom~~volume", "HubSpot sync", "Dedicated success manager", "SSO and security review"],
    priceCents: 0,
    credits: 0,
    connectionLimit: null,
    isEnterprise: true,
    sortOrder: 4,
  },
];

// PLANS_FILE: a JSON array that replaces the default ladder (each plan matched by name, updated in
// place on every start, so prices and texts are edited by configuration, not by code).
const planFileSchema = z.array(
  z.object({
    name: z.string().min(1),
    description: z.string().default(""),
    meta_data: z.array(z.string()).default([]),
    is_enterprise: z.boolean().default(false),
    options: z.array(z.object({ name: z.string(), type: z.enum(["email", "link"]), value: z.string() })).default([]),
    credits: z.number().int().min(0).default(0),
    price: z.number().int().min(0).default(0), // minor units: 4900 = $49.00
    currency: z.string().length(3).default("USD"),
    sort_order: z.number().int().default(0),
    is_active: z.boolean().default(true),
  }),
);

export async function seedPlans(db: Db, contact: { email: string; meetingUrl: string }) {
  const file = process.env.PLANS_FILE;
  if (file) {
    const list = planFileSchema.parse(JSON.parse(readFileSync(file, "utf8")));
    for (const p of list) {
      const values = {
        name: p.name,
        description: p.description,
        metaData: p.meta_data,
        isEnterprise: p.is_enterprise,
        options: p.options,
        credits: p.credits,
        priceCents: p.price,
        currency: p.currency.toUpperCase(),
        sortOrder: p.sort_order,
        isActive: p.is_active,
      };
      await db.insert(plans).values(values).onConflictDoUpdate({ target: plans.name, set: values });
    }
    return;
  }
  for (const plan of SEED_PLANS) {
    await db
      .insert(plans)
      .values({
        ...plan,
        isEnterprise: plan.isEnterprise ?? false,
        options: plan.isEnterprise
          ? [
              { name: "Email us", type: "email", value: contact.email },
              { name: "Book a meeting", type: "link", value: contact.meetingUrl },
            ]
          : [],
      })
      .onConflictDoNothing({ target: plans.name });
  }
}
