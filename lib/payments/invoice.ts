import "server-only";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import type { User } from "@/lib/db/schema";
import { formatAmount, formatDate } from "./constants";
import { countryName } from "./countries";
import { ownPaymentForInvoice } from "./service";

// The receipt of a paid order as a real PDF (pdf-lib: pure JavaScript, no native build, keeps the
// text extractable). Seller details come from configuration (INVOICE_SELLER_*), never from the buyer.

function seller() {
  return {
    name: process.env.INVOICE_SELLER_NAME || "Scuba, Inc.",
    address: (process.env.INVOICE_SELLER_ADDRESS || "1 Market Street|San Francisco, CA 94105|United States").split("|"),
    email: process.env.CONTACT_EMAIL || "sales@scuba.example",
  };
}

// The standard fonts only encode WinAnsi; anything else is replaced rather than crashing the download.
const printable = (s: string) => s.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, "?");

export async function invoicePdf(user: User, paymentId: string): Promise<{ filename: string; bytes: Uint8Array }> {
  const { payment, invoiceNumber } = await ownPaymentForInvoice(user, paymentId);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${payment.paymentId}`);
  pdf.setAuthor(seller().name);
  const page = pdf.addPage([595.28, 841.89]); // A4
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.35, 0.38, 0.45);
  let y = 790;
  const text = (s: string, x: number, opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> } = {}) =>
    page.drawText(printable(s), { x, y, size: opts.size ?? 10, font: opts.bold ? bold : font, color: opts.color ?? rgb(0.07, 0.09, 0.15) });

  text("Receipt", 50, { size: 24, bold: true });
  text(seller().name, 360, { size: 12, bold: true });
  y -= 18;
  for (const line of [...seller().address, seller().email]) {
    text(line, 360, { color: grey });
    y -= 14;
  }

  y -= 16;
  const paidOn = formatDate((payment.paidAt ?? payment.createdAt).toISOString());
  for (const [label, value] of [
    ["Invoice number", invoiceNumber],
    ["Payment ID", payment.paymentId],
    ["Date paid", paidOn],
    ["Payment method", payment.paymentMethod ?? "card"],
  ] as const) {
    text(label, 50, { color: grey });
    text(value, 160);
    y -= 16;
  }

  y -= 16;
  text("Billed to", 50, { bold: true });
  y -= 16;
  const b = payment.billing;
  const buyer = [b.name, b.email, b.street, `${b.city}, ${b.state} ${b.zipcode}`, countryName(b.country)];
  if (b.tax_id) buyer.push(`Tax ID: ${b.tax_id}`);
  for (const line of buyer) {
    text(line, 50);
    y -= 14;
  }

  y -= 24;
  page.drawLine({ start: { x: 50, y: y + 14 }, end: { x: 545, y: y + 14 }, thickness: 0.5, color: grey });
  text("Description", 50, { bold: true });
  text("Qty", 380, { bold: true });
  text("Amount", 470, { bold: true });
  y -= 20;
  const amount = formatAmount(payment.totalAmount, payment.currency);
  text(`${payment.productName} - ${payment.credits} lead credits`, 50);
  text("1", 380);
  text(amount, 470);
  y -= 10;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: grey });
  y -= 20;
  text("Total paid", 380, { bold: true });
  text(`${amount} ${payment.currency.toUpperCase()}`, 470, { bold: true });

  y = 60;
  text(`Thank you for your purchase. Questions? ${seller().email}`, 50, { color: grey, size: 9 });

  const bytes = await pdf.save({ useObjectStreams: false });
  return { filename: `${payment.paymentId}.pdf`, bytes };
}
