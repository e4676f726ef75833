"use client";

import { Check, Mail, ExternalLink } from "lucide-react";
import { LoadingHint } from "@/components/common/loading-hint";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { planNotes, formatAmount, splitFeatureLine, type PlanDto, type PlanOptionDto } from "@/lib/payments/constants";
import { useUserDetails } from "@/lib/auth/hooks";
import { closePlanDialog, selectPlan, usePlanDialog, usePlans } from "@/lib/payments/hooks";
import { cn } from "@/lib/utils";
import dynamic from "next/dynamic";

// The order form (and its country list) loads when a plan is chosen, not with every page.
const OrderForm = dynamic(() => import("./order-form").then((m) => m.OrderForm), { loading: () => <LoadingHint /> });

/** The page to come back to after paying: where the buyer was, without the payment query. */
function currentReturnUrl(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete("next");
  url.searchParams.delete("selected_plan");
  const qs = url.searchParams.toString();
  return url.pathname + (qs ? `?${qs}` : "");
}

/** 'Choose Your Plan' and 'Complete Order' (loaded by `PlanDialogHost` when it first opens). */
export function PlanDialog() {
  const { open, selectedPlanId } = usePlanDialog();
  const plans = usePlans(open);
  const gmailCalendarWorks = useUserDetails().data?.integrations.gmail_calendar ?? false;
  const list = plans.data?.plans ?? [];
  // Only a plan that can be bought online is preselected; anything else shows the plan list.
  const selected = list.find((p) => p.id === selectedPlanId && !p.is_enterprise) ?? null;

  return (
    <Dialog open={open} onOpenChange={(o) => !o && closePlanDialog()}>
      <DialogContent className={cn("max-h-[92vh] overflow-y-auto", selected ? "sm:max-w-xl" : "sm:max-w-6xl")} data-testid="plan-dialog">
        {selected ? (
          <>
            <DialogHeader>
              <DialogTitle>Complete Order</DialogTitle>
              <DialogDescription>Enter your billing details. You will be taken to the secure payment page.</DialogDescription>
            </DialogHeader>
            {plans.data && <OrderForm plan={selected} defaults={plans.data.user} returnUrl={currentReturnUrl()} onBack={() => selectPlan(null)} />}
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Choose Your Plan</DialogTitle>
              <DialogDescription>Buy lead credits: 1 lead = 1 credit.</DialogDescription>
            </DialogHeader>
            {plans.isPending ? (
              <LoadingHint />
            ) : plans.isError ? (
              <div className="flex flex-col items-start gap-3 py-6">
                <p className="text-sm text-destructive">We could not load the plans. Please try again.</p>
                <Button variant="outline" onClick={() => void plans.refetch()}>
                  Try again
                </Button>
              </div>
            ) : list.length === 0 ? (
              <p className="py-10 text-center text-sm text-muted-foreground">No plans are available right now.</p>
            ) : (
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="plan-grid">
                {list.map((plan, i) => (
                  <PlanCard key={plan.id} plan={plan} popular={i === 1} onSelect={() => selectPlan(plan.id)} />
                ))}
              </div>
            )}
            <div className="space-y-1 text-xs text-muted-foreground">
              {planNotes(gmailCalendarWorks).map((n) => (
                <p key={n}>{n}</p>
              ))}
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PlanCard({ plan, popular, onSelect }: { plan: PlanDto; popular: boolean; onSelect: () => void }) {
  return (
    <section
      aria-label={plan.name}
      className={cn("relative flex flex-col rounded-xl border bg-card p-5 shadow-xs", popular && "border-primary ring-1 ring-primary")}
      data-testid="plan-card"
    >
      {popular && <Badge className="absolute -top-2.5 right-4">Popular</Badge>}
      <h3 className="text-lg font-semibold">{plan.name}</h3>
      <p className="mt-1 min-h-10 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-4 text-2xl font-semibold">{plan.is_enterprise ? "Let's talk" : formatAmount(plan.price, plan.currency)}</p>
      <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm">
        {plan.meta_data.map((line) => {
          const split = splitFeatureLine(line);
          return split ? (
            <li key={line} className="flex items-baseline gap-1.5">
              <span className="text-muted-foreground">{split.label}</span>
              <span className="text-2xl font-bold text-foreground">{split.figure}</span>
              <span className="text-muted-foreground">{split.unit}</span>
            </li>
          ) : (
            <li key={line} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span>{line}</span>
            </li>
          );
        })}
      </ul>
      <div className="mt-5">
        {plan.is_enterprise ? <TalkToUs options={plan.options} /> : <Button className="w-full" variant={popular ? "default" : "outline"} onClick={onSelect}>Select Plan</Button>}
      </div>
    </section>
  );
}

function optionHref(o: PlanOptionDto) {
  return o.type === "email" ? `mailto:${o.value}` : o.value;
}

/** Enterprise: 'Talk to Us' by e-mail or a link (one option opens directly, several offer a choice). */
function TalkToUs({ options }: { options: PlanOptionDto[] }) {
  if (options.length <= 1) {
    const o = options[0];
    return (
      <Button className="w-full" variant="outline" asChild={Boolean(o)} disabled={!o}>
        {o ? (
          <a href={optionHref(o)} target={o.type === "link" ? "_blank" : undefined} rel="noreferrer">
            Talk to Us
          </a>
        ) : (
          "Talk to Us"
        )}
      </Button>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button className="w-full" variant="outline">
          Talk to Us
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {options.map((o) => (
          <DropdownMenuItem key={`${o.type}:${o.value}`} asChild>
            <a href={optionHref(o)} target={o.type === "link" ? "_blank" : undefined} rel="noreferrer">
              {o.type === "email" ? <Mail aria-hidden /> : <ExternalLink aria-hidden />} {o.name}
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
