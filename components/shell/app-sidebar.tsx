"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { BarChart3, Building2, Crown, Eraser, Gauge, GitFork, Home, MonitorSmartphone, RefreshCw, Users, Workflow, type LucideIcon } from "lucide-react";
import { ADMIN_NAV_ITEMS, NAV_ITEMS } from "@/lib/routes";
import { APP_VERSION } from "@/lib/config/version";
import { cn } from "@/lib/utils";
import { Logo } from "@/components/common/logo";

const ICONS: Record<string, LucideIcon> = {
  home: Home,
  pipeline: Workflow,
  network: GitFork,
  companies: Building2,
  sessions: MonitorSmartphone,
  users: Users,
  report: BarChart3,
  top: Crown,
  refresh: RefreshCw,
  calibration: Gauge,
  erase: Eraser,
};

function isActive(pathname: string, href: string) {
  return href === "/" ? pathname === "/" : pathname.startsWith(href);
}

export function AppSidebar({ isSuperadmin }: { isSuperadmin: boolean }) {
  const pathname = usePathname();
  const renderItem = (item: { href: string; label: string; icon: string }) => {
    const Icon = ICONS[item.icon]!;
    const active = isActive(pathname, item.href);
    return (
      <Link
        key={item.href}
        href={item.href}
        aria-current={active ? "page" : undefined}
        className={cn(
          "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground/80 transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground",
          active && "bg-sidebar-accent text-sidebar-accent-foreground",
        )}
      >
        <Icon className="size-4" aria-hidden />
        {item.label}
      </Link>
    );
  };
  return (
    <aside className="sticky top-0 flex h-screen w-60 shrink-0 flex-col border-r bg-sidebar">
      <div className="flex h-16 items-center px-5">
        <Logo />
      </div>
      <nav className="flex flex-1 flex-col gap-1 overflow-y-auto px-3 py-2" aria-label="Main">
        {NAV_ITEMS.map(renderItem)}
        {isSuperadmin && (
          <>
            <div className="mt-4 px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Admin</div>
            {ADMIN_NAV_ITEMS.map(renderItem)}
          </>
        )}
      </nav>
      <div className="border-t px-5 py-3 text-xs text-muted-foreground" data-testid="app-version">
        v{APP_VERSION}
      </div>
    </aside>
  );
}
