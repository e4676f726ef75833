import { Logo } from "@/components/common/logo";

/** The frame of the public pages: no side navigation, the logo and one centred column. */
export function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <header className="px-8 py-5">
        <Logo />
      </header>
      <main className="flex flex-1 items-start justify-center px-6 pt-6 pb-16">{children}</main>
    </div>
  );
}
