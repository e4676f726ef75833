import type { Page } from "@playwright/test";
import { apiSignup, expect, passFirstRun, PASSWORD, pinE2eDevice, sessionToken, test, uiLogin, uniqueEmail, verificationLink } from "./fixtures";

/**
 * Holds the page's scripts until `release` (a slow connection, a busy laptop): the server's HTML is
 * on screen and can be typed into — or filled in by a password manager — before React has it.
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  const addresses: string[] = [];
  page.on("request", (r) => addresses.push(r.url()));
  return { release, addresses };
}

test("a newcomer signs up, lands on home and logs out", async ({ page }) => {
  const email = uniqueEmail("newcomer");
  await page.goto("/signup/");
  await page.getByLabel("Name").fill("Nora Newcomer");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("newcomer-pass-1");
  await page.getByLabel("Confirm password").fill("newcomer-pass-1");
  await page.getByLabel("I agree to the terms and conditions").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("User registered successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/login\/$/);
  // Sign-in needs the verified e-mail: follow the mailed link.
  await page.goto(await verificationLink(email));
  await expect(page.getByText(/Email verified successfully/)).toBeVisible();

  await uiLogin(page, email, "newcomer-pass-1");
  // A new account is greeted once by the welcome dialog.
  await passFirstRun(page);
  await expect(page.getByTestId("home-greeting")).toHaveText("Hi Nora, Ready to Dive into Scuba?");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pipeline" })).toBeVisible();
  await expect(page.getByTestId("app-version")).toHaveText("v1.3.0");

  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByText("Are you sure you want to logout from the product?")).toBeVisible();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login\/$/);
  // The server ended the session: home is closed again.
  await page.goto("/");
  await expect(page).toHaveURL(/\/login\/$/);
});

test("sign-up validation shows the spec's messages and a mismatch sends nothing", async ({ page }) => {
  await page.goto("/signup/");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
  await expect(page.getByText("Invalid email address.")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters.", { exact: true })).toBeVisible();
  await expect(page.getByText("Confirm password must be at least 8 characters.", { exact: true })).toBeVisible();
  await expect(page.getByText("Accept the terms and conditions to continue")).toBeVisible();

  let sent = false;
  page.on("request", (r) => {
    if (r.url().includes("/api/v2/signup")) sent = true;
  });
  await page.getByLabel("Name").fill("Mia Mismatch");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Password", { exact: true }).fill("first-password");
  await page.getByLabel("Confirm password").fill("other-password");
  await page.getByLabel("I agree to the terms and conditions").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByText("Please make sure your passwords match.")).toBeVisible();
  expect(sent).toBe(false);
});

test("what is typed before the page's script has loaded is kept, and no submit puts it in an address", async ({ page }) => {
  const { email } = await apiSignup(page.request);
  await pinE2eDevice(page);
  const { release, addresses } = await holdScripts(page);
  await page.goto("/login/", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  // Until React has the form its submit waits (a native one would reload the page and lose what was
  // typed); and the server's form posts, so not even that could put the password in an address.
  await expect(page.getByRole("button", { name: "Login" })).toBeDisabled();
  await expect(page.locator("form")).toHaveAttribute("method", "post");
  release();
  await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  expect(addresses.filter((a) => a.includes(encodeURIComponent(email)) || a.includes(PASSWORD))).toEqual([]);
});

test("a sign-up and a reset request typed before the page's script has loaded are kept", async ({ page }) => {
  const email = uniqueEmail("early");
  let { release } = await holdScripts(page);
  await page.goto("/signup/", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Name").fill("Eli Early");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("early-pass-12");
  await page.getByLabel("Confirm password").fill("early-pass-12");
  await page.getByLabel("I agree to the terms and conditions").check();
  await expect(page.getByRole("button", { name: "Create account" })).toBeDisabled();
  release();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("User registered successfully")).toBeVisible();

  // A react-hook-form page (the reset request) takes its early values the same way.
  await page.unrouteAll();
  ({ release } = await holdScripts(page));
  await page.goto("/forgot-password/", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Email").fill(email);
  await expect(page.getByRole("button", { name: "Send reset link" })).toBeDisabled();
  release();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Reset Link Sent!")).toBeVisible();
});

test("a search typed before the page's script has loaded runs once React has the page", async ({ page }) => {
  const { email } = await apiSignup(page.request);
  await uiLogin(page, email, PASSWORD);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  const { release } = await holdScripts(page);
  await page.goto("/companies/", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Search a company").fill("Nowhere Industries");
  release();
  await expect(page.getByText("No company in your team's network matches ‘Nowhere Industries’.")).toBeVisible();
  await expect(page.getByLabel("Search a company")).toHaveValue("Nowhere Industries");
});

test("a failed login shows the Login Failed box", async ({ page }) => {
  await uiLogin(page, "nobody@acme-corp.com", "wrong-password");
  await expect(page.getByText("Login Failed")).toBeVisible();
  await expect(
    page.getByText("The email or password you entered is incorrect. Please check your credentials and try again."),
  ).toBeVisible();
});

test("a window 900 px wide sees only the Desktop Only card", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 900, height: 800 } });
  const page = await context.newPage();
  await page.goto("/login/");
  await expect(page.getByTestId("desktop-only")).toBeVisible();
  await expect(page.getByText("Desktop Only")).toBeVisible();
  await expect(page.getByRole("link", { name: "Email us" })).toHaveAttribute("href", /^mailto:/);
  await expect(page.getByRole("link", { name: "Book a meeting" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toHaveCount(0);
  // Widening the window brings the product back.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await expect(page.getByTestId("desktop-only")).toHaveCount(0);
  // Narrowing it again hides the product without losing what was typed.
  await page.getByLabel("Email").fill("kept@acme-corp.com");
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(page.getByTestId("desktop-only")).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByLabel("Email")).toHaveValue("kept@acme-corp.com");
  // The server renders the card on first paint once the width hint is known.
  await page.setViewportSize({ width: 900, height: 800 });
  await page.reload();
  await expect(page.getByTestId("desktop-only")).toBeVisible();
  await context.close();
});

test("a member visiting /user-management/ lands on /login", async ({ page }) => {
  const { email, password } = await apiSignup(page.request);
  await uiLogin(page, email, password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  await page.goto("/user-management/");
  await expect(page).toHaveURL(/\/login\/\?required=superadmin$/);
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("link", { name: "User Management" })).toHaveCount(0);
});

test("a visitor who is not signed in is sent to /login/ with the query, or /signup/ for next=payment", async ({ page }) => {
  await page.goto("/pipeline/?sort=recent");
  await expect(page).toHaveURL(/\/login\/\?sort=recent$/);
  await page.goto("/?next=payment&selected_plan=growth");
  await expect(page).toHaveURL(/\/signup\/\?next=payment&selected_plan=growth$/);
});

test("after the session row is revoked, the next call gets 403 and the browser shows the session-expired modal", async ({ page }) => {
  const { email, password } = await apiSignup(page.request);
  await uiLogin(page, email, password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  // Home's own first requests go out before the session ends (the account menu waits for the
  // user's details): the greeting paints before them, and one of them answering 403 would end the
  // session before the call under test.
  await expect(page.getByTestId("account-menu")).toBeVisible();
  await page.waitForLoadState("networkidle");

  // End the browser's session on the server from outside the browser (its own token, as Bearer).
  const token = await sessionToken(page);
  const revoked = await page.request.post("/api/v2/logout", {
    headers: { authorization: `Bearer ${token}`, "x-device-id": "elsewhere" },
  });
  expect(revoked.status()).toBe(200);

  // Returning to the tab re-checks the session — and refetches Home's queries (the notifications
  // bell's among them): whichever call meets the 403 first ends the session, so the page may already
  // be leaving while the tab's event is still being dispatched.
  const refused = page.waitForResponse((r) => r.url().includes("/api/v2/") && r.status() === 403);
  await page
    .evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
      window.dispatchEvent(new Event("visibilitychange"));
    })
    .catch((error: Error) => {
      if (!/Execution context was destroyed|navigation/i.test(error.message)) throw error;
    });
  await refused;
  await expect(page).toHaveURL(/\/login\/\?type=session_expired$/);
  await expect(page.getByTestId("session-notice")).toHaveText("Your session has expired. Please login again.");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("session-notice")).toHaveCount(0);
});

test("a mutating call without X-Device-Id is refused", async ({ page }) => {
  const { email, password } = await apiSignup(page.request);
  await uiLogin(page, email, password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  const status = await page.evaluate(async () => (await fetch("/api/v2/logout", { method: "POST" })).status);
  expect(status).toBe(403);
  // The session survived the refused call.
  const still = await page.evaluate(async () => (await fetch("/api/v2/verify")).status);
  expect(still).toBe(200);
});

test("the login page shows each session modal text", async ({ page }) => {
  for (const [type, text] of [
    ["expired", "Session Logged out. Please login again."],
    ["version_mismatch", "Please refresh the page to get the latest version."],
  ]) {
    await page.goto(`/login/?type=${type}`);
    await expect(page.getByTestId("session-notice")).toHaveText(text!);
    await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
  }
});

test("an unknown page shows the not-found page", async ({ page }) => {
  // Signed out, an unknown path is a protected one: it leads to the login page first.
  const { email, password } = await apiSignup(page.request);
  await uiLogin(page, email, password);
  await expect(page.getByTestId("home-greeting")).toBeVisible();
  const res = await page.goto("/no-such-page/");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("Page not found")).toBeVisible();
});

// spec 000 §4: an answer from another app version, or a body statusCode of 419, ends the session in
// the browser: local data cleared, /login/ with the type and its modal.
for (const { type, alter, text } of [
  { type: "version_mismatch", alter: (body: Record<string, unknown>) => ({ status: 200, body: { ...body, version: "1.2.9" } }), text: "Please refresh the page to get the latest version." },
  { type: "expired", alter: () => ({ status: 419, body: { statusCode: 419, message: "Session expired", version: "1.3.0" } }), text: "Session Logged out. Please login again." },
] as const) {
  test(`an answer that says ${type} ends the session in the browser`, async ({ page }) => {
    const { email, password } = await apiSignup(page.request);
    // The home page asks for the user's details once it has loaded: that answer must be in before
    // the route below changes answers, or it ends the session while the reload is on its way.
    const homeVerified = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/v2/verify");
    await uiLogin(page, email, password);
    await expect(page.getByTestId("home-greeting")).toBeVisible();
    await homeVerified;
    expect(await page.evaluate(() => window.localStorage.getItem("user"))).not.toBeNull();

    // The real server answers; only the part under test is changed on its way to the page.
    await page.route("**/api/v2/verify", async (route) => {
      const real = await route.fetch();
      const changed = alter((await real.json()) as Record<string, unknown>);
      await route.fulfill({ status: changed.status, contentType: "application/json", body: JSON.stringify(changed.body) });
    });
    await page.reload(); // the app asks for the user's details on load
    await expect(page).toHaveURL(new RegExp(`/login/\\?type=${type}$`));
    await expect(page.getByTestId("session-notice")).toHaveText(text);
    expect(await page.evaluate(() => window.localStorage.getItem("user"))).toBeNull();
  });
}

test("an account created elsewhere is welcomed on the first device that signs in, once", async ({ page, browser }) => {
  const { email, password } = await apiSignup(page.request, undefined, "Wren Welcome", { welcomed: false });
  await uiLogin(page, email, password);
  await expect(page.getByRole("dialog", { name: "Welcome to Scuba, Wren!" })).toBeVisible();
  await passFirstRun(page);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A second browser (another device) signs in: no welcome again.
  const other = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const second = await other.newPage();
  await uiLogin(second, email, password);
  await expect(second.getByTestId("home-greeting")).toBeVisible();
  await expect(second.getByRole("dialog", { name: /Welcome to Scuba/ })).toHaveCount(0);
  await other.close();
});

test("the site has an icon: /favicon.ico answers an icon, and pages link the SVG one (issue 27 §17)", async ({ page, request }) => {
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  await page.goto("/login/");
  const svgHref = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute("href");
  expect(svgHref).toMatch(/^\/icon\.svg/);
  expect((await request.get(svgHref!)).status()).toBe(200);
});
