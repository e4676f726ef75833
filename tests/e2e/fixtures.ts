import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { generate } from "otplib";
import { INFO_DEFAULT_REMAINING } from "@/lib/onboarding/constants";
import { INFO_MODULES, TOUR_MODULES } from "@/lib/onboarding/schema";
import { e2eDeviceCookieValue } from "../helpers/e2e-device";
import { deviceCodeIn, e2eMailDir, linksIn, readMailDir, waitForMail, type Mail } from "../helpers/mailbox";

// Helpers shared by the end-to-end tests. Accounts are made through the product's own API.

export const SEEDED = {
  admin: {
    email: "admin@scuba.local",
    password: process.env.SEED_ADMIN_PASSWORD ?? "admin-e2e-password",
    // The superadmin signs in with two-factor (scripts/e2e-server.ts seeds this secret).
    totpSecret: process.env.SEED_ADMIN_TOTP_SECRET ?? "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU",
  },
  demo: { email: "demo@scuba.local", password: process.env.SEED_DEMO_PASSWORD ?? "demo-e2e-password" },
  /**
   * Superadmins without two-factor, one per attempt of the forced-setup test (setting it up is for
   * good). Seeded for the end-to-end server only, by scripts/e2e-seed.ts.
   */
  setupAdmins: ["setup-admin-1@scuba.local", "setup-admin-2@scuba.local"],
  setupAdminPassword: "setup-admin-e2e-password",
};

export const PASSWORD = "e2e-password-123";
/**
 * One device for every sign-in of the suite (API and browser): a sign-in from a device the user
 * never used needs an e-mailed code, except the account's first one — one shared device keeps the
 * other tests clear of that step. The server knows a device by its signed device-key cookie, so
 * every context gets the cookie for this key (below) and the header for this id.
 * tests/e2e/accounts.spec.ts uses another device on purpose.
 */
export const E2E_DEVICE_ID = "e2e-api-device";
const DEVICE = { "x-device-id": E2E_DEVICE_ID };

export function uniqueEmail(prefix = "seller") {
  return `${prefix}-${randomBytes(4).toString("hex")}@acme-corp.com`;
}

/**
 * A verified account made through the API. By default its first run is over, as if the member had
 * used the product on another device: welcome closed, questionnaire skipped, every tour seen and
 * every info banner spent — so no dialog, tour or banner stands in a test's way. `welcomed: false`
 * leaves it brand new; `firstRun: true` closes only the welcome dialog.
 */
export async function apiSignup(request: APIRequestContext, email = uniqueEmail(), name = "Erin Example", { welcomed = true, firstRun = false } = {}) {
  const res = await request.post("/api/v2/signup", {
    headers: DEVICE,
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD, agree_to_tos: true },
  });
  expect(res.status(), await res.text()).toBe(200);
  // Sign-in needs a verified e-mail: follow the link the server mailed.
  await verifyEmailByApi(request, email);
  if (welcomed) await settleFirstRunByApi(request, email, PASSWORD, { onlyWelcome: firstRun });
  return { email, name, password: PASSWORD };
}


/** As if the member had been through the first run on another device (the welcome shows once per account). */
async function settleFirstRunByApi(request: APIRequestContext, email: string, password: string, { onlyWelcome = false } = {}) {
  const login = await request.post("/api/v2/login", { headers: DEVICE, data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()).data as { token: string };
  const headers = { ...DEVICE, authorization: `Bearer ${token}` };
  expect((await request.put("/api/v2/welcome", { headers })).status()).toBe(200);
  if (!onlyWelcome) {
    expect((await request.put("/api/v2/onboarding", { headers, data: { skipped: true } })).status()).toBe(200);
    for (const tour of TOUR_MODULES) expect((await request.put("/api/v2/onboarding/guide", { headers, data: { module: tour } })).status()).toBe(200);
    for (const banner of INFO_MODULES)
      for (let i = 0; i < INFO_DEFAULT_REMAINING; i++) expect((await request.patch(`/api/v2/info?module=${banner}`, { headers })).status()).toBe(200);
  }
  await request.post("/api/v2/logout", { headers });
}

/**
 * A brand-new member's first run in the browser, passed through the quickest way: 'Get Started' on
 * the welcome dialog, 'Skip for now' on the questionnaire, and — at home — the HOME tour closed.
 */
export async function passFirstRun(page: Page) {
  await page.getByRole("button", { name: "Get Started" }).click();
  await page.getByRole("dialog", { name: "Tell us about your work" }).getByRole("button", { name: "Skip for now" }).click();
  if (new URL(page.url()).pathname === "/") {
    const tour = page.locator(".driver-popover");
    await expect(tour).toBeVisible();
    const seen = page.waitForResponse((r) => r.url().includes("/api/v2/onboarding/guide") && r.request().method() === "PUT");
    await tour.getByRole("button", { name: "Close" }).click();
    await seen;
  }
}

/** The newest mail the e2e server wrote for `to` (optionally with this subject). */
export function latestMail(to: string, subject?: string | RegExp): Promise<Mail> {
  return waitForMail(() => readMailDir(e2eMailDir()), { to, subject });
}

/** The verification link mailed to `email`. */
export async function verificationLink(email: string): Promise<string> {
  const link = linksIn(await latestMail(email, "Verify your email address"))[0];
  if (!link) throw new Error(`no verification link for ${email}`);
  return link;
}

export async function verifyEmailByApi(request: APIRequestContext, email: string) {
  const token = new URL(await verificationLink(email)).pathname.split("/").filter(Boolean).pop();
  const res = await request.post("/api/v2/verify-email", { headers: DEVICE, data: { token } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The 8-character code of the newest new-device mail to `email`. */
export async function deviceCode(email: string): Promise<string> {
  const code = deviceCodeIn(await latestMail(email, "Your Scuba sign-in code"));
  if (!code) throw new Error(`no sign-in code for ${email}`);
  return code;
}

/** Signs in through the login page, as a person would (the seeded superadmin through its two-factor step). */
export async function uiLogin(page: Page, email: string, password: string) {
  await pinE2eDevice(page);
  await page.goto("/login/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  if (email.toLowerCase() === SEEDED.admin.email && password === SEEDED.admin.password) {
    await page.getByLabel("Authentication code").fill(await totpCode(SEEDED.admin.totpSecret));
    await page.getByRole("button", { name: "Verify" }).click();
  }
}

/**
 * An authenticator code the server has not seen yet. The server takes each code once (a time-step
 * newer than the last one accepted) and allows one step of drift, so this returns the code of the
 * step after the last one handed out — waiting only when that is more than a step ahead. Steps
 * handed out are kept in a file, so a restarted test worker does not hand out a spent one.
 */
export async function totpCode(secret: string): Promise<string> {
  const file = path.join(tmpdir(), `scuba-e2e-totp-${process.env.E2E_PORT ?? 3210}.json`);
  let used: Record<string, number> = {};
  try {
    used = JSON.parse(readFileSync(file, "utf8")) as Record<string, number>;
  } catch {
    // first code of the run
  }
  const current = () => Math.floor(Date.now() / 30_000);
  const step = Math.max(current(), (used[secret] ?? 0) + 1);
  while (current() < step - 1) await new Promise((r) => setTimeout(r, 250));
  writeFileSync(file, JSON.stringify({ ...used, [secret]: step }));
  return generate({ secret, epoch: step * 30 });
}

/** The signed device-key cookie of `deviceId`, as the server hands it out (lib/auth/device-cookie.ts). */
function deviceCookie(deviceId: string, baseURL: string) {
  const { hostname } = new URL(baseURL);
  return { name: "scuba_device", value: e2eDeviceCookieValue(deviceId), domain: hostname, path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" as const };
}

/** Makes the browser the device `deviceId` (default: the suite's shared one, see E2E_DEVICE_ID). */
export async function pinE2eDevice(page: Page, deviceId = E2E_DEVICE_ID) {
  await page.addInitScript((id) => window.localStorage.setItem("device_id", id), deviceId);
  await page.context().addCookies([deviceCookie(deviceId, test.info().project.use.baseURL!)]);
}

export async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith("scuba_session"));
  if (!cookie) throw new Error("no session cookie");
  return cookie.value;
}

// Every context the suite gets (the page's and the API's) is the suite's one device.
export const test = base.extend({
  context: async ({ context, baseURL }, provide) => {
    await context.addCookies([deviceCookie(E2E_DEVICE_ID, baseURL!)]);
    await provide(context);
  },
  request: async ({ playwright, baseURL }, provide) => {
    const request = await playwright.request.newContext({ baseURL, storageState: { cookies: [deviceCookie(E2E_DEVICE_ID, baseURL!)], origins: [] } });
    await provide(request);
    await request.dispose();
  },
});
export { expect };
