"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { adoptTyped, useHydratedForm } from "@/components/forms/use-hydrated-form";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { SessionRedirectError } from "@/lib/http/client";
import { formatAmount, type BillingDefaults, type PlanDto } from "@/lib/payments/constants";
import { storePaymentData, useCreatePayment } from "@/lib/payments/hooks";
import { billingSchema } from "@/lib/payments/schema";
import { CountrySelect } from "./country-select";
import { orderErrorText } from "./order-error";

type Values = z.input<typeof billingSchema>;

/** Complete Order (spec 000 §2, §5): billing details → the provider's payment link. */
export function OrderForm({ plan, defaults, returnUrl, onBack }: { plan: PlanDto; defaults: BillingDefaults; returnUrl: string; onBack: () => void }) {
  const create = useCreatePayment();
  const form = useForm<Values, unknown, z.output<typeof billingSchema>>({
    resolver: zodResolver(billingSchema),
    defaultValues: { ...defaults },
  });
  const formEl = useRef<HTMLFormElement>(null);
  const live = useHydratedForm(formEl, adoptTyped(form));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await create.mutateAsync({ ...values, product_id: plan.id, return_url: returnUrl });
      storePaymentData({ payment_id: res.payment_id, plan_id: plan.id });
      window.location.assign(res.payment_link);
    } catch (error) {
      if (error instanceof SessionRedirectError) return;
      toast.error("Payment could not be started", { description: orderErrorText(error) });
    }
  });

  return (
    <Form {...form}>
      <form ref={formEl} method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Complete Order">
        <div className="flex items-center justify-between rounded-lg border bg-muted/40 px-4 py-3 text-sm">
          <div>
            <p className="font-medium">{plan.name}</p>
            <p className="text-muted-foreground">{plan.credits} lead credits</p>
          </div>
          <p className="text-lg font-semibold" data-testid="order-amount">
            {formatAmount(plan.price, plan.currency)}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-x-4 gap-y-3">
          <TextField control={form.control} name="name" label="Name" autoComplete="name" />
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
          <div className="col-span-2">
            <TextField control={form.control} name="street" label="Street" autoComplete="street-address" />
          </div>
          <TextField control={form.control} name="city" label="City" autoComplete="address-level2" />
          <TextField control={form.control} name="state" label="State" autoComplete="address-level1" />
          <TextField control={form.control} name="zipcode" label="Zipcode" autoComplete="postal-code" />
          <FormField
            control={form.control}
            name="country"
            render={({ field, fieldState }) => (
              <FormItem>
                <FormLabel>Country</FormLabel>
                <FormControl>
                  <CountrySelect
                    value={field.value ?? ""}
                    onChange={(c) => {
                      field.onChange(c);
                      // The zipcode's format depends on the country: check a typed (or refused) one again.
                      if (form.getValues("zipcode") || form.getFieldState("zipcode").invalid) void form.trigger("zipcode");
                    }}
                    invalid={Boolean(fieldState.error)}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="col-span-2">
            <TextField control={form.control} name="tax_id" label="Tax ID (optional)" />
          </div>
        </div>
        <div className="flex justify-between gap-2 pt-2">
          <Button type="button" variant="outline" onClick={onBack}>
            <ArrowLeft aria-hidden /> Back to plans
          </Button>
          <Button type="submit" disabled={!live || create.isPending}>
            {create.isPending ? "Redirecting…" : "Proceed to Payment"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
