"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { FormErrorBox } from "@/components/forms/form-error";
import { useHydratedForm } from "@/components/forms/use-hydrated-form";
import { checkLogin, type FieldErrors, type LoginField, type LoginValues } from "@/lib/auth/form-checks";
import { loginFailureText, postLoginTarget } from "@/lib/auth/redirects";
import { isChallenge, login, resendVerification, type LoginResult } from "@/lib/auth/sign-in-calls";
import { ApiClientError, errorMessage } from "@/lib/http/client";
import { showToast } from "@/components/common/lazy-toast";
import { GoogleButton, LinkedinButton } from "./google-button";
import { OrSeparator, PLAIN, PlainCheckbox, PlainField } from "./plain-ui";

// The login page's form in plain React state: the page's first load is this file and what it
// imports (docs/decisions/011-light-pages.md). The second step and the new-device dialog are
// loaded only when the URL asks for them.
const TwoFactorStep = dynamic(() => import("./two-factor-step").then((m) => m.TwoFactorStep));
const NewDeviceDialog = dynamic(() => import("./new-device-dialog").then((m) => m.NewDeviceDialog));

export type LoginStep = { type: "totp" | "email"; code: string } | null;

/** The query of the second step: the page's own query plus 2fa, type and code (spec 000 §2). */
function stepSearch(search: string, step: { type: string; code: string }) {
  const params = new URLSearchParams(search);
  params.set("2fa", "1");
  params.set("type", step.type);
  params.set("code", step.code);
  return `?${params.toString()}`;
}

const FIELD_ORDER: LoginField[] = ["email", "password"];

/**
 * `providers`: the sign-in providers this server is set up for; only their buttons show (a button
 * for an unconfigured provider would only answer 'Something went wrong').
 */
export function LoginForm({
  search,
  notice,
  step,
  providers = { google: false, linkedin: false },
}: {
  search: string;
  notice?: string;
  step?: LoginStep;
  providers?: { google: boolean; linkedin: boolean };
}) {
  const router = useRouter();
  const [values, setValues] = useState<LoginValues>({ email: "", password: "", remember: false });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  const [resend, setResend] = useState<"idle" | "pending" | "sent">("idle");
  const form = useRef<HTMLFormElement>(null);
  const live = useHydratedForm(form, (typed) => {
    const email = String(typed.get("email") ?? "");
    const password = String(typed.get("password") ?? "");
    const remember = typed.has("remember");
    if (email || password || remember) setValues((v) => ({ email: email || v.email, password: password || v.password, remember: remember || v.remember }));
  });

  const onResult = (result: LoginResult) => {
    if (isChallenge(result)) {
      router.push(`/login/${stepSearch(search, result)}`);
      return;
    }
    window.location.assign(postLoginTarget(search, result.redirect_url));
  };
  const cancelStep = () => router.replace(`/login/${search}`);

  // As the shadcn form did: checked on submit, then again on every change.
  const change = (patch: Partial<LoginValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) {
      const checked = checkLogin(next);
      setErrors(checked.ok ? {} : checked.errors);
    }
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const checked = checkLogin(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELD_ORDER.find((f) => checked.errors[f]);
      if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setUnverified(null);
    setPending(true);
    try {
      onResult(await login(checked.data));
    } catch (e) {
      if (e instanceof ApiClientError && e.message === "Email not verified") setUnverified(checked.data.email);
      // A rate-limit refusal says when to try again; every other failure maps to the spec's texts.
      if (e instanceof ApiClientError && e.status === 429) setFailure(e.message);
      else setFailure(loginFailureText(errorMessage(e, undefined)));
    } finally {
      setPending(false);
    }
  };

  const onResend = async (email: string) => {
    setResend("pending");
    try {
      await resendVerification(email);
      setResend("sent");
      void showToast("success", "Verification email sent", { description: "Check your inbox or spam folder." });
    } catch (e) {
      setResend("idle");
      void showToast("error", "Error while sending email!", { description: e instanceof Error ? e.message : String(e) });
    }
  };

  if (step?.type === "totp") return <TwoFactorStep challenge={step.code} onSignedIn={onResult} onCancel={cancelStep} />;

  return (
    <div data-slot="card" className={PLAIN.card}>
      <div data-slot="card-header" className={PLAIN.cardHeader}>
        <div data-slot="card-title" className={PLAIN.cardTitle}>
          Welcome back
        </div>
        <div data-slot="card-description" className={PLAIN.cardDescription}>
          Sign in to find warm paths to your leads.
        </div>
      </div>
      <div data-slot="card-content" className={PLAIN.cardContent}>
        {notice && <p className="rounded-md bg-accent p-3 text-sm text-accent-foreground">{notice}</p>}
        {failure && <FormErrorBox title="Login Failed" text={failure} />}
        {unverified && (
          <button
            type="button"
            data-slot="button"
            className={PLAIN.linkButtonTight}
            disabled={resend !== "idle"}
            onClick={() => void onResend(unverified)}
          >
            {resend === "sent" ? "Verification email sent" : "Resend verification email"}
          </button>
        )}
        <form ref={form} method="post" onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <PlainField
            id="login-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={values.email}
            onChange={(e) => change({ email: e.target.value })}
            error={errors.email}
          />
          <PlainField
            id="login-password"
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => change({ password: e.target.value })}
            error={errors.password}
            labelEnd={
              <Link href="/forgot-password/" className="text-sm text-primary hover:underline">
                Forgot password?
              </Link>
            }
          />
          <div data-slot="form-item" className="flex flex-row items-center gap-2">
            <PlainCheckbox id="login-remember" name="remember" checked={values.remember} onChange={(e) => change({ remember: e.target.checked })} />
            <label data-slot="form-label" data-error={false} className={PLAIN.labelNormal} htmlFor="login-remember">
              Remember me
            </label>
          </div>
          <button type="submit" data-slot="button" className={PLAIN.button} disabled={!live || pending}>
            {pending ? "Logging in…" : "Login"}
          </button>
        </form>
        {(providers.google || providers.linkedin) && (
          <>
            <OrSeparator />
            <div className="flex flex-col gap-2">
              {providers.google && <GoogleButton label="Sign in with Google" />}
              {providers.linkedin && <LinkedinButton label="Sign in with LinkedIn" />}
            </div>
          </>
        )}
        <p className="text-center text-sm text-muted-foreground">
          Don&apos;t have an account?{" "}
          <Link href={`/signup/${search}`} className="font-medium text-primary hover:underline">
            Sign up
          </Link>
        </p>
      </div>
      {step?.type === "email" && <NewDeviceDialog challenge={step.code} onSignedIn={onResult} onCancel={cancelStep} />}
    </div>
  );
}
