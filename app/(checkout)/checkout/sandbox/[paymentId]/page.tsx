import { SandboxCheckout } from "@/components/payments/sandbox-checkout";

export default async function Page({ params }: { params: Promise<{ paymentId: string }> }) {
  const { paymentId } = await params;
  return <SandboxCheckout paymentId={decodeURIComponent(paymentId)} />;
}
