"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useRouter, useSearchParams } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormError } from "@/components/forms/form-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { userDetailsQuery } from "@/lib/auth/hooks";
import { errorMessage } from "@/lib/http/client";
import { linkOwnProfile } from "@/lib/people/hooks";
import { ownProfileSchema as profileUrlSchema, PROFILE_SAVED_MESSAGE } from "@/lib/people/schema";

type Values = { linkedin_url: string };

/** Home's LinkedIn profile-completion dialog (spec 001 §2, §5, §8). */
export function ProfileCompletionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const router = useRouter();
  const search = useSearchParams();
  const qc = useQueryClient();
  const form = useForm<Values>({ resolver: zodResolver(profileUrlSchema), defaultValues: { linkedin_url: "" } });
  const { isSubmitting, errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const linked = await linkOwnProfile(values);
      toast.success(PROFILE_SAVED_MESSAGE, { duration: 5000 });
      await qc.invalidateQueries({ queryKey: userDetailsQuery.queryKey });
      onOpenChange(false);
      if (search.get("next") === "payment") router.push(`/?${search.toString()}`);
      else router.push(linked.redirect_url || "/network/");
    } catch (error) {
      toast.error(errorMessage(error, "Failed to fetch LinkedIn profile"));
    }
  });

  return (
    <Dialog open={open} onOpenChange={(o) => !isSubmitting && onOpenChange(o)}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Complete your profile</DialogTitle>
            <DialogDescription>Your LinkedIn profile is where your warm paths start.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="profile-url">
              LinkedIn profile URL <span className="text-destructive">*</span>
            </Label>
            <Input id="profile-url" placeholder="https://www.linkedin.com/in/username" aria-invalid={Boolean(errors.linkedin_url)} {...form.register("linkedin_url")} />
            <FormError>{errors.linkedin_url?.message}</FormError>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? (
                <>
                  <Loader2 className="animate-spin" aria-hidden /> Fetching Profile...
                </>
              ) : (
                "Submit"
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
