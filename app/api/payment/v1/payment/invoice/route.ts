import { handler } from "@/lib/handler";
import { invoicePdf } from "@/lib/payments/invoice";
import { paymentIdQuery } from "@/lib/payments/schema";

// GET /api/payment/v1/payment/invoice?payment_id – the receipt PDF of one of the member's own paid payments
export const GET = handler({ query: paymentIdQuery }, async ({ auth, query }) => {
  const { filename, bytes } = await invoicePdf(auth.user, query.payment_id);
  return new Response(Buffer.from(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
});
