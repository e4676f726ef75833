"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Separator } from "@/components/ui/separator";
import { FormErrorBox } from "@/components/forms/form-error";
import { TextField } from "@/components/forms/text-field";
import { useSignup } from "@/lib/auth/hooks";
import { signupFailureText } from "@/lib/auth/redirects";
import { PASSWORDS_MISMATCH, signupSchema } from "@/lib/auth/schema";
import { ApiClientError, errorMessage } from "@/lib/http/client";
import { GoogleButton } from "./google-button";

type Values = z.input<typeof signupSchema>;

const FIELDS = [
  { name: "name", label: "Name", type: "text", autoComplete: "name", placeholder: "Jane Doe" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", placeholder: "jane@company.com" },
  { name: "password", label: "Password", type: "password", autoComplete: "new-password", placeholder: "" },
  { name: "confirmPassword", label: "Confirm password", type: "password", autoComplete: "new-password", placeholder: "" },
] as const;

export function SignupForm({ search }: { search: string }) {
  const router = useRouter();
  const signup = useSignup();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof signupSchema>>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: "", email: "", password: "", confirmPassword: "", agree_to_tos: false as unknown as true, redirect_url: search },
  });

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await signup.mutateAsync({ ...values, redirect_url: search });
        toast.success("User registered successfully", {
          description: "Please verify your email address with the link we sent you.",
        });
        router.push(`/login/${search}`);
      } catch (e) {
        setFailure(signupFailureText(e instanceof ApiClientError ? e.status : null, errorMessage(e, undefined)));
      }
    },
    (errors) => {
      // The schema's password match (nothing is sent): spec 000 §5 shows it as a toast, not under the field.
      if (errors.confirmPassword?.message !== PASSWORDS_MISMATCH.text) return;
      form.clearErrors("confirmPassword");
      toast.error(PASSWORDS_MISMATCH.title, { description: PASSWORDS_MISMATCH.text });
    },
  );

  return (
    <div className="flex flex-col gap-5">
      {failure && <FormErrorBox title="Signup Failed" text={failure} onDismiss={() => setFailure(null)} />}
      <Form {...form}>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          {FIELDS.map((f) => (
            <TextField key={f.name} control={form.control} {...f} />
          ))}
          <FormField
            control={form.control}
            name="agree_to_tos"
            render={({ field }) => (
              <FormItem>
                <div className="flex items-center gap-2">
                  <FormControl>
                    <Checkbox checked={field.value === true} onCheckedChange={(v) => field.onChange(v === true)} />
                  </FormControl>
                  <FormLabel className="font-normal">I agree to the terms and conditions</FormLabel>
                </div>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" disabled={signup.isPending}>
            {signup.isPending ? "Creating account…" : "Create account"}
          </Button>
        </form>
      </Form>
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <Separator className="flex-1" /> or <Separator className="flex-1" />
      </div>
      <GoogleButton label="Sign up with Google" />
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link href={`/login/${search}`} className="font-medium text-primary hover:underline">
          Log in
        </Link>
      </p>
    </div>
  );
}
