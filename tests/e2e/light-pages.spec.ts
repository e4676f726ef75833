import { expect, test } from "./fixtures";

// Issue 11: the sign-in and sign-up pages' first-load JavaScript — the compressed bytes of every
// script a fresh browser fetches until the page is idle — stays within 150 KB (React, the app router
// and Turbopack's runtime are ~132 KB of it). The same measure as `npm run bench -- pages`, which
// prints it; here it fails when a heavy import creeps back in (docs/decisions/011-light-pages.md).
const SIGNED_OUT_LIMIT_KB = 150;

for (const { url, ready } of [
  { url: "/login/", ready: "Login" },
  { url: "/signup/", ready: "Create account" },
]) {
  test(`${url} loads at most ${SIGNED_OUT_LIMIT_KB} KB of compressed JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    const names: string[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      names.push(new URL(request.url()).pathname);
      sizes.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(url);
    await expect(page.getByRole("button", { name: ready })).toBeEnabled();
    await page.waitForLoadState("networkidle");
    const kb = (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1024;
    test.info().annotations.push({ type: "first-load JS", description: `${kb.toFixed(1)} KB in ${names.length} scripts` });
    expect(kb, `${names.length} scripts: ${names.join(", ")}`).toBeLessThanOrEqual(SIGNED_OUT_LIMIT_KB);
    // The form works once hydrated: an empty submit shows the spec's message without loading zod.
    await page.getByRole("button", { name: ready }).click();
    await expect(page.getByText("Invalid email address.")).toBeVisible();
    await context.close();
  });
}
