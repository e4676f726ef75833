import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";

// Helpers shared by the end-to-end tests. Accounts are made through the product's own API.

export const SEEDED = {
  admin: { email: "admin@scuba.local", password: process.env.SEED_ADMIN_PASSWORD ?? "admin-e2e-password" },
  demo: { email: "demo@scuba.local", password: process.env.SEED_DEMO_PASSWORD ?? "demo-e2e-password" },
};

export const PASSWORD = "e2e-password-123";
const DEVICE = { "x-device-id": "e2e-api-device" };

export function uniqueEmail(prefix = "seller") {
  return `${prefix}-${randomBytes(4).toString("hex")}@acme-corp.com`;
}

export async function apiSignup(request: APIRequestContext, email = uniqueEmail(), name = "Erin Example") {
  const res = await request.post("/api/v2/signup", {
    headers: DEVICE,
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD, agree_to_tos: true },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { email, name, password: PASSWORD };
}

/** Signs in through the login page, as a person would. */
export async function uiLogin(page: Page, email: string, password: string) {
  await page.goto("/login/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

export async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith("scuba_session"));
  if (!cookie) throw new Error("no session cookie");
  return cookie.value;
}

export const test = base;
export { expect };
