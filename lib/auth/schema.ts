import { z } from "zod";
import { NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from "@/lib/config/constants";

// Payloads of spec 000 §3 with the validation texts of §5, shared by the forms and the handlers.
const email = (message: string) => z.string().trim().toLowerCase().pipe(z.email({ message }));

export const loginSchema = z.object({
  email: email("Invalid email address."),
  password: z.string().min(1, "Password should not be empty.").max(PASSWORD_MAX),
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const signupSchema = z.object({
  name: z.string().trim().min(NAME_MIN, "Name must be at least 2 characters.").max(200),
  email: email("Invalid email address."),
  password: z.string().min(PASSWORD_MIN, "Password must be at least 8 characters.").max(PASSWORD_MAX),
  confirmPassword: z.string().min(PASSWORD_MIN, "Confirm password must be at least 8 characters.").max(PASSWORD_MAX),
  agree_to_tos: z.literal(true, { message: "Accept the terms and conditions to continue" }),
  redirect_url: z.string().max(2000).optional().default(""),
  linkedin_url: z.string().trim().max(500).optional().default(""),
});
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
};
