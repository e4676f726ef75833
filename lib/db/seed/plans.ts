import type { Db } from "../client";
import { plans } from "../schema";

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

export async function seedPlans(db: Db, contact: { email: string; meetingUrl: string }) {
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
