import { ChevronDown, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { NetworkDialog } from "./use-network-dialogs";

/** 'Add Network': the member's LinkedIn export, one contact, or an extended network. */
export function AddNetworkMenu({ onOpen }: { onOpen: (dialog: NetworkDialog) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button data-testid="add-network">
          <Plus aria-hidden /> Add Network <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onOpen("upload")}>Add My Network</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onOpen("contact")}>Add New Contact</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onOpen("extended")}>Add extended network</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
