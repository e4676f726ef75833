"use client";

import confetti from "canvas-confetti";
import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { SessionRedirectError } from "@/lib/http/client";
import { leadKeys } from "@/lib/leads/keys";
import {
  DEFAULT_FAILURE_REASON,
  INVOICE_ERROR,
  SUCCESS_REDIRECT_MS,
  formatAmount,
  formatDate,
  safeReturnPath,
  type PaymentDto,
} from "@/lib/payments/constants";
import { clearPaymentData, downloadInvoice, usePaymentStatus, useRetryPayment } from "@/lib/payments/hooks";
import { orderErrorText } from "./order-error";

export function successText(purchaseType: string) {
  return purchaseType === "lead"
    ? "Your credits have been added. You can now add a lead and see its warm paths."
    : "Your purchase is complete. You can now invite a user to your team.";
}

const TIPS = [
  "Check that the card number, expiry date and security code are correct.",
  "Make sure the billing address matches the one your bank has on file.",
  "Ask your bank whether it blocked the payment, or try another card.",
];

/** /billing/ (spec 000 §2, §4): reads the status every second; it never grants anything itself. */
export function BillingResult() {
  const search = useSearchParams();
  const paymentId = search.get("payment_id");
  const redirectUrl = safeReturnPath(search.get("redirect_url"));
  const status = usePaymentStatus(paymentId);
  const data = status.data;

  if (!paymentId || status.isError) return <Failed payment={null} />;
  if (data?.status === "pending" && search.get("canceled") === "1") return <Failed payment={data} reason={CANCELED_REASON} />;
  if (!data || data.status === "pending") return <Processing />;
  if (data.status === "succeeded") return <Succeeded payment={data} redirectUrl={redirectUrl} />;
  return <Failed payment={data} />;
}

function Shell({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto flex max-w-lg flex-col py-12">{children}</div>;
}

function Processing() {
  return (
    <Shell>
      <Card className="items-center text-center" role="status">
        <CardHeader className="w-full items-center justify-items-center">
          <Loader2 className="mx-auto size-10 animate-spin text-primary" aria-hidden />
          <CardTitle className="text-xl">Processing Payment</CardTitle>
          <CardDescription>Please wait while we confirm your payment. Do not close this page.</CardDescription>
        </CardHeader>
      </Card>
    </Shell>
  );
}

function Details({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-foreground">{k}</dt>
          <dd className="break-all text-right font-medium">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Succeeded({ payment, redirectUrl }: { payment: PaymentDto; redirectUrl: string }) {
  const qc = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  useEffect(() => {
    void qc.invalidateQueries({ queryKey: leadKeys.credit });
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (!reduce) void confetti({ particleCount: 120, spread: 75, origin: { y: 0.6 }, disableForReducedMotion: true });
    const t = setTimeout(() => {
      clearPaymentData();
      window.location.assign(redirectUrl);
    }, SUCCESS_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [qc, redirectUrl]);

  async function receipt() {
    setDownloading(true);
    try {
      await downloadInvoice(payment.payment_id);
    } catch (e) {
      if (!(e instanceof SessionRedirectError)) toast.error(INVOICE_ERROR);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Shell>
      <Card>
        <CardHeader className="items-center text-center">
          <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden />
          <CardTitle className="text-xl">Payment Successful!</CardTitle>
          <CardDescription>{successText(payment.purchase_type)}</CardDescription>
        </CardHeader>
        <CardContent>
          <Details
            rows={[
              ["Transaction ID", payment.payment_id],
              ["Date", formatDate(payment.payment_date)],
              ["Amount", formatAmount(payment.total_amount, payment.currency)],
              ["Credits", String(payment.credits)],
            ]}
          />
        </CardContent>
        <CardFooter className="justify-between gap-2">
          <Button variant="outline" onClick={() => void receipt()} disabled={downloading}>
            Download Receipt
          </Button>
          <Button asChild>
            <Link href="/">Return to Dashboard</Link>
          </Button>
        </CardFooter>
      </Card>
    </Shell>
  );
}

const CANCELED_REASON = "The payment was cancelled before it was completed.";

function Failed({ payment, reason: override }: { payment: PaymentDto | null; reason?: string }) {
  const retry = useRetryPayment();
  async function tryAgain() {
    if (!payment) return;
    try {
      const res = await retry.mutateAsync(payment.payment_id);
      window.location.assign(res.payment_link);
    } catch (e) {
      if (!(e instanceof SessionRedirectError)) toast.error("Payment could not be started", { description: orderErrorText(e) });
    }
  }
  const reason = payment?.failed_payment?.failure_reason;
  return (
    <Shell>
      <Card>
        <CardHeader className="items-center text-center">
          <XCircle className="mx-auto size-12 text-destructive" aria-hidden />
          <CardTitle className="text-xl">Payment Failed</CardTitle>
          <CardDescription>Your payment could not be completed. No credits were added and you were not charged.</CardDescription>
        </CardHeader>
        {payment && (
          <CardContent className="flex flex-col gap-4">
            <Details
              rows={[
                ["Date", formatDate(reason?.created_at ?? payment.payment_date)],
                ["Reason", override ?? (reason?.error_message || DEFAULT_FAILURE_REASON)],
              ]}
            />
            <div className="rounded-lg bg-muted/50 p-4 text-sm">
              <p className="mb-2 font-medium">Troubleshooting tips</p>
              <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
                {TIPS.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            </div>
          </CardContent>
        )}
        <CardFooter className="justify-between gap-2">
          <Button asChild variant="outline">
            <Link href="/">Return to Dashboard</Link>
          </Button>
          {payment && (
            <Button onClick={() => void tryAgain()} disabled={retry.isPending}>
              Try Again
            </Button>
          )}
        </CardFooter>
      </Card>
    </Shell>
  );
}
