"use client";

import { ChevronLeft, ChevronRight, CreditCard, Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { LoadingHint } from "@/components/common/loading-hint";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { SessionRedirectError } from "@/lib/http/client";
import { useCredit } from "@/lib/leads/hooks";
import { HISTORY_PAGE_SIZE, INVOICE_ERROR, formatAmount, formatDate, formatTime, type PaymentDto } from "@/lib/payments/constants";
import { downloadInvoice, openPlanDialog, usePaymentHistory } from "@/lib/payments/hooks";

/** /payment/ (spec 000 §2): the member's payment history, receipts, and the way to buy credits. */
export function PaymentsScreen() {
  const [page, setPage] = useState(1);
  const history = usePaymentHistory(page, HISTORY_PAGE_SIZE);
  const credit = useCredit();
  const total = history.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Payments</h1>
          <p className="text-sm text-muted-foreground">
            Your payment history and receipts.
            {credit.data && (
              <>
                {" "}
                Credits remaining: <span className="font-medium text-foreground" data-testid="credit-balance">{credit.data.remaining}</span>
              </>
            )}
          </p>
        </div>
        <Button onClick={() => openPlanDialog()}>
          <CreditCard aria-hidden /> Buy credits
        </Button>
      </div>

      <Card className="gap-0 overflow-hidden py-0">
        {history.isPending ? (
          <LoadingHint className="flex min-h-48 items-center justify-center" />
        ) : history.isError ? (
          <div className="flex flex-col items-center gap-3 p-10 text-center">
            <p className="text-sm text-destructive">We could not load your payments. Please try again.</p>
            <Button variant="outline" onClick={() => void history.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className="pl-4">Date</TableHead>
                  <TableHead>Description</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                  <TableHead>Payment Method</TableHead>
                  <TableHead className="pr-4 text-right">Download</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {history.data.results.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={5} className="h-24 text-center text-muted-foreground">
                      No results.
                    </TableCell>
                  </TableRow>
                ) : (
                  history.data.results.map((p) => <PaymentRow key={p.payment_id} payment={p} />)
                )}
              </TableBody>
            </Table>
            <div className="flex items-center justify-end gap-2 border-t px-4 py-3 text-sm">
              <span className="mr-auto tabular-nums text-muted-foreground">
                Page {page} of {pages}
              </span>
              <Button variant="outline" size="sm" onClick={() => setPage((p) => p - 1)} disabled={page <= 1}>
                <ChevronLeft aria-hidden /> Previous
              </Button>
              <Button variant="outline" size="sm" onClick={() => setPage((p) => p + 1)} disabled={page >= pages}>
                Next <ChevronRight aria-hidden />
              </Button>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}

function PaymentRow({ payment }: { payment: PaymentDto }) {
  const [busy, setBusy] = useState(false);
  const paid = payment.status === "succeeded";
  async function download() {
    setBusy(true);
    try {
      await downloadInvoice(payment.payment_id);
    } catch (e) {
      if (!(e instanceof SessionRedirectError)) toast.error(INVOICE_ERROR);
    } finally {
      setBusy(false);
    }
  }
  return (
    <TableRow data-testid="payment-row">
      <TableCell className="pl-4 tabular-nums">
        {formatDate(payment.payment_date)} <span className="text-muted-foreground">{formatTime(payment.payment_date)}</span>
      </TableCell>
      <TableCell>
        <div className="flex items-center gap-2">
          <span className="font-medium">{payment.product_name}</span>
          <span className="text-muted-foreground">· {payment.credits} lead credits</span>
          {!paid && <Badge variant="destructive">Failed</Badge>}
        </div>
      </TableCell>
      <TableCell className="text-right tabular-nums">{formatAmount(payment.total_amount, payment.currency)}</TableCell>
      <TableCell className="capitalize">{payment.payment_method ?? "—"}</TableCell>
      <TableCell className="pr-4 text-right">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void download()}
          disabled={!paid || busy}
          aria-label={`Download receipt ${payment.payment_id}`}
          title={paid ? "Download receipt" : "No receipt for a failed payment"}
        >
          <Download aria-hidden /> Download
        </Button>
      </TableCell>
    </TableRow>
  );
}
