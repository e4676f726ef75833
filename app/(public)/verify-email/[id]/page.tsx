import { VerifyEmailStatus } from "@/components/auth/verify-email-status";

export default async function VerifyEmailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <VerifyEmailStatus token={decodeURIComponent(id).trim()} />;
}
