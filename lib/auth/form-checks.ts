import { NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from "@/lib/config/constants";
import { LOGIN_TEXTS, NAME_MAX, SIGNUP_TEXTS } from "./constants";

// The sign-in and sign-up forms' checks without zod (30 KB the two pages would load for two small
// forms; docs/decisions/011-light-pages.md). They give what loginSchema and signupSchema give — the
// first message per field, the same normalised values — and tests/unit/auth/form-checks.test.ts
// holds them to the schemas. The server parses with the schemas either way.

/** zod 4's email pattern (`z.email()`), checked against zod's own in the unit test. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

const tooBig = (max: number) => `Too big: expected string to have <=${max} characters`;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
type Checked<K extends string, T> = { ok: true; data: T } | { ok: false; errors: FieldErrors<K> };

function normaliseEmail(value: string) {
  return value.trim().toLowerCase();
}

function lengthIssue(value: string, min: number, max: number, short: string) {
  if (value.length < min) return short;
  if (value.length > max) return tooBig(max);
  return undefined;
}

function settle<K extends string, T>(errors: FieldErrors<K>, data: T): Checked<K, T> {
  return Object.values(errors).some(Boolean) ? { ok: false, errors } : { ok: true, data };
}

export type LoginValues = { email: string; password: string; remember: boolean };
export type LoginField = "email" | "password";

/** loginSchema's checks: a valid e-mail (trimmed, lower-cased) and a password. */
export function checkLogin(values: LoginValues): Checked<LoginField, LoginValues> {
  const email = normaliseEmail(values.email);
  const errors: FieldErrors<LoginField> = {
    email: EMAIL_PATTERN.test(email) ? undefined : LOGIN_TEXTS.email,
    password: lengthIssue(values.password, 1, PASSWORD_MAX, LOGIN_TEXTS.password),
  };
  return settle(errors, { email, password: values.password, remember: values.remember });
}

export type SignupValues = { name: string; email: string; password: string; confirmPassword: string; agree_to_tos: boolean };
export type SignupField = keyof SignupValues;

/**
 * signupSchema's checks. `mismatch` is its refinement, the passwords differ (the form shows it as a
 * toast, not under the field, and sends nothing: spec 000 §5). Like zod, the refinement is skipped
 * while the terms are not accepted (a failed literal stops zod), and a confirmation too short says
 * that first.
 */
export function checkSignup(values: SignupValues): Checked<SignupField, SignupValues & { agree_to_tos: true }> & { mismatch?: boolean } {
  const name = values.name.trim();
  const email = normaliseEmail(values.email);
  const errors: FieldErrors<SignupField> = {
    name: lengthIssue(name, NAME_MIN, NAME_MAX, SIGNUP_TEXTS.name),
    email: EMAIL_PATTERN.test(email) ? undefined : SIGNUP_TEXTS.email,
    password: lengthIssue(values.password, PASSWORD_MIN, PASSWORD_MAX, SIGNUP_TEXTS.password),
    confirmPassword: lengthIssue(values.confirmPassword, PASSWORD_MIN, PASSWORD_MAX, SIGNUP_TEXTS.confirmPassword),
    agree_to_tos: values.agree_to_tos === true ? undefined : SIGNUP_TEXTS.agree_to_tos,
  };
  const mismatch = values.agree_to_tos === true && !errors.confirmPassword && values.password !== values.confirmPassword;
  if (mismatch) return { ok: false, errors, mismatch };
  return settle(errors, { ...values, name, email, agree_to_tos: true as const });
}
