import { Providers } from "@/components/providers";
import { requireUser } from "@/lib/auth/current";

// The sandbox provider's hosted checkout: no app navigation, like a provider's own page; the buyer
// must be signed in as the payment's owner (the API checks ownership on every call).
export default async function CheckoutLayout({ children }: { children: React.ReactNode }) {
  await requireUser();
  return (
    <Providers>
      <div className="min-h-screen bg-muted/40 px-6 py-10">{children}</div>
    </Providers>
  );
}
