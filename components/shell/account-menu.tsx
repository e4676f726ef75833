"use client";

import Link from "next/link";
import { useState } from "react";
import { ChevronDown, ClipboardList, CreditCard, ExternalLink, FileArchive, HelpCircle, KeyRound, Link2, LogOut, Mail, Megaphone, Puzzle, ShieldCheck, Sparkles, Trash2, Unplug } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { UserDetails } from "@/lib/auth/schema";
import { comingSoon } from "@/lib/ui/coming-soon";
import { DeleteAccountDialog } from "@/components/privacy/delete-account-dialog";
import { ExportDataDialog } from "@/components/privacy/export-data-dialog";
import { LogoutDialog } from "./logout-dialog";

/** The menu header of spec 000 §2: given name, or app user name, or 'My Account'. */
export function accountMenuTitle(user: Pick<UserDetails, "given_name" | "appUserName"> | undefined) {
  return user?.given_name || user?.appUserName || "My Account";
}

export function linkedinSyncLabel(user: Pick<UserDetails, "is_firstLiLogin" | "connections">) {
  if (user.is_firstLiLogin) return "Sync with LinkedIn";
  return user.connections === 0 ? "Connected with LinkedIn (not synced)" : "Synced with LinkedIn";
}

export function googleSyncLabel(user: Pick<UserDetails, "is_firstGmailLogin">) {
  return user.is_firstGmailLogin ? "Sync with Google" : "Synced with Google";
}

export type AccountMenuActions = {
  onSyncLinkedin?: () => void;
  onSyncGoogle?: () => void;
  onHowToUse?: () => void;
  /** The first run's welcome dialog and questionnaire, again. */
  onWelcome?: () => void;
  onQuestionnaire?: () => void;
  onChangePassword?: () => void;
  onTwoFactor?: () => void;
  /** The browser extension's dialog. */
  onExtension?: () => void;
  /** Connect HubSpot, or disconnect it when connected. */
  onHubspot?: () => void;
  /** Superadmins only: the site-wide notice. */
  onSiteNotice?: () => void;
};

export function AccountMenu({
  user,
  privacyPolicyUrl,
  actions = {},
}: {
  user: UserDetails;
  privacyPolicyUrl: string;
  actions?: AccountMenuActions;
}) {
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const title = accountMenuTitle(user);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="h-10 gap-2 px-2" data-testid="account-menu">
            <Avatar className="size-8">
              {user.picture && <AvatarImage src={user.picture} alt="" />}
              <AvatarFallback className="bg-primary/10 text-primary">{title.charAt(0).toUpperCase()}</AvatarFallback>
            </Avatar>
            <span className="max-w-40 truncate text-sm font-medium">{title}</span>
            <ChevronDown className="size-4 text-muted-foreground" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="truncate">{title}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={actions.onSyncLinkedin ?? comingSoon}>
            <Link2 aria-hidden /> {linkedinSyncLabel(user)}
          </DropdownMenuItem>
          {user.integrations.gmail_calendar ? (
            <DropdownMenuItem onSelect={actions.onSyncGoogle ?? comingSoon}>
              <Mail aria-hidden /> {googleSyncLabel(user)}
            </DropdownMenuItem>
          ) : (
            // Not a button that would only answer 'Something went wrong': say what is missing.
            <DropdownMenuItem disabled data-testid="google-sync-unavailable">
              <Mail aria-hidden /> Google sync is not set up on this server
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={actions.onExtension ?? comingSoon}>
            <Puzzle aria-hidden /> Browser extension
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={actions.onHubspot ?? comingSoon}>
            <Unplug aria-hidden /> {user.is_hubspot_connected ? "Disconnect HubSpot" : "Connect HubSpot"}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={actions.onHowToUse ?? comingSoon}>
            <HelpCircle aria-hidden /> How to use
          </DropdownMenuItem>
          {actions.onWelcome && (
            <DropdownMenuItem onSelect={actions.onWelcome}>
              <Sparkles aria-hidden /> Welcome guide
            </DropdownMenuItem>
          )}
          {actions.onQuestionnaire && user.user_role !== "superadmin" && (
            <DropdownMenuItem onSelect={actions.onQuestionnaire}>
              <ClipboardList aria-hidden /> About your work
            </DropdownMenuItem>
          )}
          <DropdownMenuItem asChild>
            <Link href="/payment/">
              <CreditCard aria-hidden /> Payment
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={actions.onChangePassword ?? comingSoon}>
            <KeyRound aria-hidden /> Change Password
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={actions.onTwoFactor ?? comingSoon}>
            <ShieldCheck aria-hidden /> Two-factor authentication
          </DropdownMenuItem>
          {user.user_role === "superadmin" && actions.onSiteNotice && (
            <DropdownMenuItem onSelect={actions.onSiteNotice}>
              <Megaphone aria-hidden /> Site notice
            </DropdownMenuItem>
          )}
          <DropdownMenuItem asChild>
            <a href={privacyPolicyUrl} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden /> Privacy Policy
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setExportOpen(true)}>
            <FileArchive aria-hidden /> Export my data
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setDeleteOpen(true)}>
            <Trash2 aria-hidden /> Delete account
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setLogoutOpen(true)}>
            <LogOut aria-hidden /> Log out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />
      <ExportDataDialog open={exportOpen} onOpenChange={setExportOpen} />
      <DeleteAccountDialog user={user} open={deleteOpen} onOpenChange={setDeleteOpen} />
    </>
  );
}
