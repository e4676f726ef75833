"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { FormErrorBox } from "@/components/forms/form-error";
import { useHydratedForm } from "@/components/forms/use-hydrated-form";
import { PASSWORDS_MISMATCH } from "@/lib/auth/constants";
import { checkSignup, type FieldErrors, type SignupField, type SignupValues } from "@/lib/auth/form-checks";
import { signupFailureText } from "@/lib/auth/redirects";
import { signup } from "@/lib/auth/sign-in-calls";
import { ApiClientError, errorMessage } from "@/lib/http/client";
import { showToast } from "@/components/common/lazy-toast";
import { GoogleButton } from "./google-button";
import { OrSeparator, PLAIN, PlainCheckbox, PlainField } from "./plain-ui";

// The sign-up page's form in plain React state, like the login form (docs/decisions/011-light-pages.md).

const FIELDS = [
  { name: "name", label: "Name", type: "text", autoComplete: "name", placeholder: "Jane Doe" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", placeholder: "jane@company.com" },
  { name: "password", label: "Password", type: "password", autoComplete: "new-password", placeholder: "" },
  { name: "confirmPassword", label: "Confirm password", type: "password", autoComplete: "new-password", placeholder: "" },
] as const;

const FIELD_ORDER: SignupField[] = ["name", "email", "password", "confirmPassword", "agree_to_tos"];

/**
 * `googleSignIn`: this server is set up for Google sign-in (else its button is not offered).
 * `invitedEmail`: the address an open invite in the query was sent to — filled in and locked, since
 * only that address can accept it.
 */
export function SignupForm({ search, googleSignIn = false, invitedEmail = null }: { search: string; googleSignIn?: boolean; invitedEmail?: string | null }) {
  const router = useRouter();
  const [values, setValues] = useState<SignupValues>({ name: "", email: invitedEmail ?? "", password: "", confirmPassword: "", agree_to_tos: false });
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const live = useHydratedForm(form, (typed) => {
    const text = (name: keyof Omit<SignupValues, "agree_to_tos">) => String(typed.get(name) ?? "");
    setValues((v) => ({
      name: text("name") || v.name,
      email: invitedEmail ?? (text("email") || v.email),
      password: text("password") || v.password,
      confirmPassword: text("confirmPassword") || v.confirmPassword,
      agree_to_tos: typed.has("agree_to_tos") || v.agree_to_tos,
    }));
  });

  // As the shadcn form did: checked on submit, then again on every change.
  const change = (patch: Partial<SignupValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) {
      const checked = checkSignup(next);
      setErrors(checked.ok ? {} : checked.errors);
    }
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const checked = checkSignup(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      // The passwords' match: spec 000 §5 shows it as a toast, not under the field; nothing is sent.
      if (checked.mismatch) void showToast("error", PASSWORDS_MISMATCH.title, { description: PASSWORDS_MISMATCH.text });
      const first = FIELD_ORDER.find((f) => checked.errors[f]);
      if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      await signup({ ...checked.data, redirect_url: search, linkedin_url: "" });
      void showToast("success", "User registered successfully", {
        description: "Please verify your email address with the link we sent you.",
      });
      router.push(`/login/${search}`);
    } catch (e) {
      setFailure(signupFailureText(e instanceof ApiClientError ? e.status : null, errorMessage(e, undefined)));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      {failure && <FormErrorBox title="Signup Failed" text={failure} onDismiss={() => setFailure(null)} />}
      <form ref={form} method="post" onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        {FIELDS.map((f) => {
          const locked = f.name === "email" && invitedEmail !== null;
          return (
            <div key={f.name} className="grid gap-1.5">
              <PlainField
                id={`signup-${f.name}`}
                {...f}
                value={values[f.name]}
                onChange={(e) => change({ [f.name]: e.target.value })}
                error={errors[f.name]}
                {...(locked ? { readOnly: true, className: `${PLAIN.input} bg-muted` } : {})}
              />
              {locked && (
                <p className="text-xs text-muted-foreground" data-testid="invited-email-note">
                  Your invitation is for this address. To use another one,{" "}
                  <Link href="/signup/" className="font-medium text-primary hover:underline">
                    sign up without the invite
                  </Link>
                  .
                </p>
              )}
            </div>
          );
        })}
        <div data-slot="form-item" className="grid gap-2">
          <div className="flex items-center gap-2">
            <PlainCheckbox
              id="signup-agree_to_tos"
              name="agree_to_tos"
              checked={values.agree_to_tos}
              onChange={(e) => change({ agree_to_tos: e.target.checked })}
              error={errors.agree_to_tos}
            />
            <label data-slot="form-label" data-error={!!errors.agree_to_tos} className={PLAIN.labelNormal} htmlFor="signup-agree_to_tos">
              I agree to the terms and conditions
            </label>
          </div>
          {errors.agree_to_tos && (
            <p data-slot="form-message" id="signup-agree_to_tos-message" className={PLAIN.message}>
              {errors.agree_to_tos}
            </p>
          )}
        </div>
        <button type="submit" data-slot="button" className={PLAIN.button} disabled={!live || pending}>
          {pending ? "Creating account…" : "Create account"}
        </button>
      </form>
      {googleSignIn && (
        <>
          <OrSeparator />
          <GoogleButton label="Sign up with Google" />
        </>
      )}
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link href={`/login/${search}`} className="font-medium text-primary hover:underline">
          Log in
        </Link>
      </p>
    </div>
  );
}
