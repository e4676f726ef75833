"use client";

import { FlaskConical, Lock } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { LoadingHint } from "@/components/common/loading-hint";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiClientError, SessionRedirectError } from "@/lib/http/client";
import { DEFAULT_FAILURE_REASON, formatAmount } from "@/lib/payments/constants";
import { countryName } from "@/lib/payments/countries";
import { answerSandboxCheckout, useSandboxCheckout } from "@/lib/payments/hooks";

/**
 * The sandbox provider's hosted checkout (DESIGN §9): a clearly marked test page where the buyer
 * pays or declines without any real money. Both buttons go through the same fulfilment as Stripe.
 */
export function SandboxCheckout({ paymentId }: { paymentId: string }) {
  const order = useSandboxCheckout(paymentId);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState<"pay" | "decline" | null>(null);

  async function act(kind: "pay" | "decline") {
    setBusy(kind);
    try {
      const body = kind === "pay" ? { payment_id: paymentId } : { payment_id: paymentId, reason: reason.trim() || DEFAULT_FAILURE_REASON };
      const { redirect } = await answerSandboxCheckout(kind, body);
      window.location.assign(redirect);
    } catch (e) {
      if (e instanceof SessionRedirectError) return;
      toast.error(e instanceof ApiClientError ? e.message : "Something went wrong");
      setBusy(null);
    }
  }

  const data = order.data;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <div className="flex items-center justify-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900">
        <FlaskConical className="size-4" aria-hidden /> Test checkout — no real payment is made
      </div>
      <Card>
        <CardHeader>
          <div className="flex items-center justify-between">
            <CardTitle className="text-xl">Scuba sandbox checkout</CardTitle>
            <Badge variant="outline">TEST MODE</Badge>
          </div>
          <CardDescription>Pay or decline this order to try the whole payment flow.</CardDescription>
        </CardHeader>
        {order.isPending ? (
          <CardContent>
            <LoadingHint className="flex min-h-32 items-center justify-center" />
          </CardContent>
        ) : order.isError || !data ? (
          <CardContent>
            <p className="text-sm text-destructive">This checkout does not exist or is not yours.</p>
          </CardContent>
        ) : (
          <>
            <CardContent className="flex flex-col gap-4">
              <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
                <div>
                  <p className="font-medium">{data.product_name}</p>
                  <p className="text-sm text-muted-foreground">{data.credits} lead credits</p>
                </div>
                <p className="text-2xl font-semibold" data-testid="checkout-amount">
                  {formatAmount(data.total_amount, data.currency)}
                </p>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Order</dt>
                <dd className="break-all text-right font-mono text-xs leading-5">{data.payment_id}</dd>
                <dt className="text-muted-foreground">Billed to</dt>
                <dd className="text-right">
                  {data.billing.name}, {data.billing.city}, {countryName(data.billing.country)}
                </dd>
              </dl>
              {data.status !== "pending" ? (
                <p className="rounded-md bg-muted p-3 text-sm">This order is already {data.status === "succeeded" ? "paid" : "declined"}.</p>
              ) : (
                <div className="flex flex-col gap-2">
                  <Label htmlFor="decline-reason">Decline reason (for Decline)</Label>
                  <Input id="decline-reason" placeholder={DEFAULT_FAILURE_REASON} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} />
                </div>
              )}
            </CardContent>
            {data.status === "pending" && (
              <CardFooter className="flex-col gap-2">
                <Button className="w-full" size="lg" onClick={() => void act("pay")} disabled={busy !== null}>
                  <Lock aria-hidden /> Pay {formatAmount(data.total_amount, data.currency)}
                </Button>
                <Button className="w-full" variant="outline" onClick={() => void act("decline")} disabled={busy !== null}>
                  Decline
                </Button>
              </CardFooter>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
