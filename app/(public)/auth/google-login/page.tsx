import { ProviderReturn } from "@/components/auth/provider-return";
import type { SearchParams } from "@/lib/url";

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  return <ProviderReturn provider="google" input={{ code: one(params.code), state: one(params.state), error: one(params.error) }} />;
}
