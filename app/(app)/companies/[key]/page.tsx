import { CompanyScreen } from "@/components/companies/company-screen";

export default async function Page({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  return <CompanyScreen companyKey={decodeURIComponent(key)} />;
}
