"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { adoptTyped, useHydratedForm } from "@/components/forms/use-hydrated-form";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useInviteCollaborator } from "@/lib/collaborators/hooks";
import { inviteSchema } from "@/lib/collaborators/schema";
import { ApiClientError, SessionRedirectError } from "@/lib/http/client";

type Values = z.input<typeof inviteSchema>;

export function InviteForm({ onInvited }: { onInvited?: () => void }) {
  const invite = useInviteCollaborator();
  const form = useForm<Values, unknown, z.output<typeof inviteSchema>>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: "" },
    // The message clears as soon as the person types again (spec 000 §5), not when it becomes valid.
    reValidateMode: "onSubmit",
  });
  const formEl = useRef<HTMLFormElement>(null);
  const live = useHydratedForm(formEl, adoptTyped(form));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const sent = await invite.mutateAsync(values);
      toast.success("Invite sent successfully", { description: `We emailed an invitation to ${sent.email}.` });
      form.reset({ email: "" });
      onInvited?.();
    } catch (e) {
      if (e instanceof SessionRedirectError) return;
      const message = e instanceof ApiClientError ? (e.fieldErrors.email?.[0] ?? e.message) : "Something went wrong";
      form.setError("email", { message });
    }
  });

  return (
    <Form {...form}>
      <form ref={formEl} method="post" onSubmit={onSubmit} className="flex items-start gap-2" noValidate data-testid="invite-form">
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem className="flex-1">
              <FormLabel className="sr-only">Collaborator email</FormLabel>
              <FormControl>
                <Input
                  type="email"
                  autoComplete="off"
                  placeholder="teammate@company.com"
                  {...field}
                  onChange={(e) => {
                    form.clearErrors("email");
                    field.onChange(e);
                  }}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={!live || invite.isPending}>
          <Send aria-hidden /> {invite.isPending ? "Sending…" : "Invite"}
        </Button>
      </form>
    </Form>
  );
}
