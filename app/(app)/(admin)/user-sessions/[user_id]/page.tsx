import { notFound } from "next/navigation";
import { UserSessionsDetail } from "@/components/admin/user-sessions-detail";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function Page({ params }: { params: Promise<{ user_id: string }> }) {
  const { user_id } = await params;
  if (!UUID.test(user_id)) notFound();
  return <UserSessionsDetail userId={user_id} />;
}
