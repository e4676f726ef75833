import { CompaniesScreen } from "@/components/companies/companies-screen";

export default function Page() {
  return <CompaniesScreen />;
}
