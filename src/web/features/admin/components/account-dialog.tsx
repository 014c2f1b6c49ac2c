import type { AdminUser } from "@domain/contracts/admin";
import { UserAvatar } from "@web/components/ui/avatar";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { fullName } from "@web/lib/format";
import type { ReactNode } from "react";

type Account = Pick<AdminUser, "firstName" | "lastName" | "email" | "profileImageUrl">;

/** An admin's detail dialog of one account: photo, name (its title), e-mail and status badges. */
export function AccountDialog({
  account,
  badges,
  onClose,
  children,
}: {
  account: Account;
  badges: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader className="flex-row items-center gap-4 pr-6">
          <UserAvatar
            imageUrl={account.profileImageUrl}
            firstName={account.firstName}
            lastName={account.lastName}
            className="size-16 text-lg"
          />
          <div className="grid min-w-0 gap-1">
            <DialogTitle>{fullName(account)}</DialogTitle>
            <DialogDescription className="[overflow-wrap:anywhere]">
              {account.email}
            </DialogDescription>
            <div className="flex flex-wrap gap-1.5">{badges}</div>
          </div>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
