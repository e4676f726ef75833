import { z } from "zod";
import type { Integrations } from "@/lib/oauth/providers";
import { NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from "@/lib/config/constants";
import { LOGIN_TEXTS, NAME_MAX, PASSWORDS_MISMATCH, SIGNUP_TEXTS } from "./constants";
import { safeRedirectPath } from "./redirects";

// Payloads of spec 000 §3 with the validation texts of §5, shared by the forms and the handlers.
const email = (message: string) => z.string().trim().toLowerCase().pipe(z.email({ message }));

export const loginSchema = z.object({
  email: email(LOGIN_TEXTS.email),
  password: z.string().min(1, LOGIN_TEXTS.password).max(PASSWORD_MAX),
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export { PASSWORDS_MISMATCH };

export const signupSchema = z
  .object({
  name: z.string().trim().min(NAME_MIN, SIGNUP_TEXTS.name).max(NAME_MAX),
  email: email(SIGNUP_TEXTS.email),
  password: z.string().min(PASSWORD_MIN, SIGNUP_TEXTS.password).max(PASSWORD_MAX),
  confirmPassword: z.string().min(PASSWORD_MIN, SIGNUP_TEXTS.confirmPassword).max(PASSWORD_MAX),
  agree_to_tos: z.literal(true, { message: SIGNUP_TEXTS.agree_to_tos }),
  // Only a same-origin path is kept (issue 12 §9); anything else is dropped, never followed.
  redirect_url: z
    .string()
    .max(2000)
    .optional()
    .default("")
    .transform((v) => safeRedirectPath(v) ?? ""),
  linkedin_url: z.string().trim().max(500).optional().default(""),
  })
  // Checked once the fields themselves are valid (zod skips refinements of an object with issues).
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_MISMATCH.text });
export type SignupInput = z.input<typeof signupSchema>;

/** The user details the client keeps (spec 000 §3). */
export type UserDetails = {
  id: string;
  email: string;
  given_name: string | null;
  appUserName: string | null;
  picture: string | null;
  entity_urn: string | null;
  name: string;
  user_role: "member" | "superadmin";
  is_firstLiLogin: boolean;
  is_firstGmailLogin: boolean;
  connections: number;
  is_completed_onboarding: boolean;
  is_tutorial_completed: boolean;
  is_hubspot_connected: boolean;
  redirect_url: string | null;
  /** Authenticator-app two-factor is on (superadmins are made to set it up). */
  two_factor_enabled: boolean;
  /** The account signs in with a password (else only through Google or LinkedIn): 'Delete account' asks for it. */
  has_password: boolean;
  email_notifications: boolean;
  /** The welcome dialog is still to be shown (the member has not closed it on any device). */
  show_welcome: boolean;
  /** What this server is set up for (Google / LinkedIn sign-in, Gmail and Calendar sync). */
  integrations: Integrations;
};

export const verifyEmailSchema = z.object({ token: z.string().trim().min(1, "Verification token is missing.").max(200) });

export const forgotPasswordSchema = z.object({ email: email("Enter a valid email address") });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN, "Password must be at least 8 characters").max(PASSWORD_MAX),
    confirmPassword: z.string().min(PASSWORD_MIN, "Password must be at least 8 characters").max(PASSWORD_MAX),
    link: z.string().trim().max(200).default(""),
  })
  .refine((v) => v.confirmPassword.length < PASSWORD_MIN || v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    password: z.string().min(1, "Password field should not be empty.").max(PASSWORD_MAX),
    new_password: z.string().min(PASSWORD_MIN, "New Password field should not be empty.").max(PASSWORD_MAX),
    confirm_password: z.string().min(PASSWORD_MIN, "Confirm New Password field should not be empty.").max(PASSWORD_MAX),
  })
  .refine((v) => v.confirm_password.length < PASSWORD_MIN || v.new_password === v.confirm_password, {
    message: "Password and Confirm Password should be same",
    path: ["confirm_password"],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** One-time code: exactly 8 alphanumeric characters, upper-cased (spec 000 §5). */
export const deviceCodeSchema = z
  .string()
  .transform((v) => v.toUpperCase().replace(/[^A-Z0-9]/g, ""))
  .pipe(z.string().length(8, "Enter the 8-character code."));

/** The sign-in's second step: `code` names the challenge, `value` is what the person entered. */
export const twoFactorLoginSchema = z.object({
  code: z.string().trim().min(1, "The sign-in challenge is missing.").max(200),
  value: z.string().trim().min(1, "Enter the code.").max(20),
  all_data: z.unknown().optional(),
});
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginSchema>;

// Setting up or turning off two-factor needs the current password too (issue 12 §6): a stolen
// session alone must not be able to take the second factor over.
export const enableTwoFactorSchema = z.object({
  code: z.string().trim().regex(/^\d{6}$/, "Enter the 6-digit code from your app."),
  password: z.string().max(PASSWORD_MAX).optional().default(""),
});
export const disableTwoFactorSchema = z.object({
  password: z.string().max(PASSWORD_MAX).optional().default(""),
  code: z.string().trim().min(1, "Enter a code from your app or a recovery code.").max(40),
});
export const twoFactorSettingsSchema = z.object({ email_notifications: z.boolean() });

/** What the login call answers when a second step is needed (spec 000 §3: data.screen '2fa', type, code). */
export type LoginChallenge = { screen: "2fa"; type: "totp" | "email"; code: string };
