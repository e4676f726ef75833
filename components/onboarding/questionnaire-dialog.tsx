"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { FormError } from "@/components/forms/form-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { errorMessage } from "@/lib/http/client";
import { useSubmitOnboarding } from "@/lib/onboarding/hooks";
import { BUSINESS_TYPES, NETWORK_SIZES, onboardingAnswersSchema, type OnboardingAnswers, type OnboardingAnswersInput } from "@/lib/onboarding/schema";
import { cn } from "@/lib/utils";

/**
 * The short questionnaire after the welcome dialog (spec 001 §3 'Onboarding state'). Answering or
 * skipping it — closing it counts as skipping — completes onboarding; `onDone` then continues the
 * first run (the HOME tour). Reopened later (`onClose` given), closing it keeps the answers as they are.
 */
export function QuestionnaireDialog({ open, onDone, onClose }: { open: boolean; onDone: () => void; onClose?: () => void }) {
  const submitOnboarding = useSubmitOnboarding();
  const form = useForm<OnboardingAnswersInput, unknown, OnboardingAnswers>({
    resolver: zodResolver(onboardingAnswersSchema),
    defaultValues: { otherBusinessType: "", companyName: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const businessType = useWatch({ control: form.control, name: "businessType" });
  const busy = isSubmitting || submitOnboarding.isPending;

  const send = async (input: OnboardingAnswers | { skipped: true }) => {
    try {
      await submitOnboarding.mutateAsync(input);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, "Something went wrong"));
    }
  };
  const skip = () => void send({ skipped: true });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && (onClose ? onClose() : skip())}>
      <DialogContent className="sm:max-w-xl">
        <form onSubmit={form.handleSubmit((values) => send(values))} className="grid gap-5" noValidate>
          <DialogHeader>
            <DialogTitle>Tell us about your work</DialogTitle>
            <DialogDescription>Three quick questions so Scuba can suggest where to start. You can skip them.</DialogDescription>
          </DialogHeader>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">What best describes your business?</legend>
            <Controller
              control={form.control}
              name="businessType"
              render={({ field }) => (
                <RadioGroup value={field.value ?? ""} onValueChange={field.onChange} className="grid grid-cols-2 gap-2" aria-invalid={Boolean(errors.businessType)}>
                  {BUSINESS_TYPES.map((type) => (
                    <ChoiceCard key={type} id={`business-${type}`} value={type} label={type} checked={field.value === type} />
                  ))}
                </RadioGroup>
              )}
            />
            <FormError>{errors.businessType?.message}</FormError>
            {businessType === "Other" && (
              <div className="mt-1 grid gap-2">
                <Label htmlFor="other-business">Your business</Label>
                <Input id="other-business" maxLength={100} aria-invalid={Boolean(errors.otherBusinessType)} {...form.register("otherBusinessType")} />
                <FormError>{errors.otherBusinessType?.message}</FormError>
              </div>
            )}
          </fieldset>

          <div className="grid gap-2">
            <Label htmlFor="onboarding-company">Company name (optional)</Label>
            <Input id="onboarding-company" maxLength={200} autoComplete="organization" aria-invalid={Boolean(errors.companyName)} {...form.register("companyName")} />
            <FormError>{errors.companyName?.message}</FormError>
          </div>

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">How large is your professional network?</legend>
            <Controller
              control={form.control}
              name="baseNetworkSize"
              render={({ field }) => (
                <RadioGroup value={field.value ?? ""} onValueChange={field.onChange} className="grid grid-cols-2 gap-2" aria-invalid={Boolean(errors.baseNetworkSize)}>
                  {NETWORK_SIZES.map((size) => (
                    <ChoiceCard key={size} id={`size-${size}`} value={size} label={size} checked={field.value === size} />
                  ))}
                </RadioGroup>
              )}
            />
            <FormError>{errors.baseNetworkSize?.message}</FormError>
          </fieldset>

          <DialogFooter>
            <Button type="button" variant="ghost" onClick={skip} disabled={busy}>
              Skip for now
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Loader2 className="animate-spin" aria-hidden />} Continue
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ChoiceCard({ id, value, label, checked }: { id: string; value: string; label: string; checked: boolean }) {
  return (
    <Label
      htmlFor={id}
      className={cn(
        "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2.5 text-sm font-normal transition-colors hover:bg-muted/50",
        checked && "border-primary bg-primary/5",
      )}
    >
      <RadioGroupItem id={id} value={value} />
      {label}
    </Label>
  );
}
