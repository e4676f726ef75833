import { PaymentsScreen } from "@/components/payments/payments-screen";

export default function Page() {
  return <PaymentsScreen />;
}
