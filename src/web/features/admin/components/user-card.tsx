import type { AdminUser } from "@domain/contracts/admin";
import { roleLabel } from "@domain/text";
import { UserAvatar } from "@web/components/ui/avatar";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { fullName } from "@web/lib/format";
import { BANNED_LABEL } from "../lib/labels";
import { BanButton } from "./ban-button";

/** One account in the admin's user list: who, the account type, suspended or not. */
export function UserCard({ user, onOpen }: { user: AdminUser; onOpen: () => void }) {
  const name = fullName(user);
  return (
    <Card className="flex flex-wrap items-center gap-3 p-4">
      <UserAvatar
        imageUrl={user.profileImageUrl}
        firstName={user.firstName}
        lastName={user.lastName}
      />
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
        <p className="truncate font-medium text-slate-900">{name}</p>
        <p className="truncate text-sm text-slate-700">{user.email}</p>
        <div className="mt-1 flex flex-wrap gap-1.5">
          <Badge tone={user.role === "admin" ? "blue" : "teal"}>{roleLabel(user.role)}</Badge>
          {user.isBanned ? <Badge tone="red">{BANNED_LABEL}</Badge> : null}
        </div>
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={onOpen} aria-label={`Ver detalhes de ${name}`}>
          Ver detalhes
        </Button>
        <BanButton user={user} />
      </div>
    </Card>
  );
}
