import { describe, expect, it } from "vitest";
import { regexes } from "zod/v4/core";
import { PASSWORDS_MISMATCH } from "@/lib/auth/constants";
import { checkLogin, checkSignup, EMAIL_PATTERN } from "@/lib/auth/form-checks";
import { loginSchema, signupSchema } from "@/lib/auth/schema";

// The light checks of the sign-in and sign-up forms against the zod schemas they stand in for:
// every combination of a few awkward values gives the same first message per field and, when
// valid, the same normalised values.

type Issue = { path: PropertyKey[]; message: string };
function firstPerField(issues: Issue[]) {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]);
    out[field] ??= issue.message;
  }
  return out;
}
const defined = (errors: Record<string, string | undefined>) => Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined));

const EMAILS = ["", "   ", "jane", "jane@acme", " Jane@Acme-Corp.COM ", "j..d@acme.io", ".j@acme.io", "j@-acme.io", "j+x@acme.io", "j'o@a.co", "j@a.c"];
const PASSWORDS = ["", "x", "short-7", "12345678", "x".repeat(128), "x".repeat(129)];
const NAMES = ["", " ", "J", " Jo ", "Jane Doe", "x".repeat(200), "x".repeat(201)];

describe("the light form checks agree with the zod schemas", () => {
  it("uses zod's own e-mail pattern", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
  });

  it("login: the same message per field and the same values", () => {
    let cases = 0;
    for (const email of EMAILS)
      for (const password of PASSWORDS)
        for (const remember of [false, true]) {
          const values = { email, password, remember };
          const zod = loginSchema.safeParse(values);
          const light = checkLogin(values);
          if (zod.success) expect(light).toEqual({ ok: true, data: zod.data });
          else expect(light.ok ? {} : defined(light.errors)).toEqual(firstPerField(zod.error.issues));
          cases++;
        }
    expect(cases).toBe(EMAILS.length * PASSWORDS.length * 2);
  });

  it("sign-up: the same message per field, the mismatch only once the rest is valid, the same values", () => {
    let valid = 0;
    let mismatches = 0;
    for (const name of NAMES)
      for (const email of EMAILS)
        for (const password of PASSWORDS)
          for (const confirmPassword of [password, "12345678", ""])
            for (const agree_to_tos of [false, true]) {
              const values = { name, email, password, confirmPassword, agree_to_tos };
              const zod = signupSchema.safeParse(values);
              const light = checkSignup(values);
              if (zod.success) {
                valid++;
                expect(light.ok).toBe(true);
                const { redirect_url: _r, linkedin_url: _l, ...data } = zod.data;
                if (light.ok) expect(light.data).toEqual(data);
                continue;
              }
              const { confirmPassword: confirmIssue, ...others } = firstPerField(zod.error.issues);
              expect(light.ok).toBe(false);
              if (light.ok) continue;
              // The schema's mismatch message is the form's toast; the other fields' messages show too.
              if (confirmIssue === PASSWORDS_MISMATCH.text) {
                mismatches++;
                expect(light.mismatch).toBe(true);
                expect(defined(light.errors)).toEqual(others);
              } else {
                expect(light.mismatch).toBeFalsy();
                expect(defined(light.errors)).toEqual(confirmIssue ? { ...others, confirmPassword: confirmIssue } : others);
              }
            }
    // Not vacuous: both outcomes occur.
    expect(valid).toBeGreaterThan(0);
    expect(mismatches).toBeGreaterThan(0);
  });
});
