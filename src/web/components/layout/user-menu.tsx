import type { CurrentUser } from "@domain/contracts/auth";
import { UserAvatar } from "@web/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { ChevronDown, LogOut, type LucideIcon } from "lucide-react";
import { Link } from "wouter";

export interface MenuLink {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** Avatar button opening name, e-mail, the role's links and Sair (a real navigation). */
export function UserMenu({ user, links }: { user: CurrentUser; links: readonly MenuLink[] }) {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const avatar = {
    imageUrl: user.profileImageUrl,
    firstName: user.firstName,
    lastName: user.lastName,
  };
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Menu do usuário: ${fullName}`}
        className="flex items-center gap-2 rounded-full p-1 text-slate-800 transition-colors hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 data-[state=open]:bg-slate-100 lg:pr-3"
      >
        <UserAvatar {...avatar} className="size-9 text-sm" />
        <span className="hidden max-w-40 truncate text-sm font-medium lg:inline">
          {user.firstName}
        </span>
        <ChevronDown aria-hidden="true" className="hidden size-4 text-slate-500 lg:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel className="flex items-center gap-3">
          <UserAvatar {...avatar} className="size-10 text-sm" />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-slate-900">{fullName}</span>
            <span className="block truncate text-sm text-slate-600">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map(({ href, label, icon: Icon }) => (
          <DropdownMenuItem key={href} asChild>
            <Link href={href}>
              <Icon aria-hidden="true" className="text-slate-500" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href="/api/logout">
            <LogOut aria-hidden="true" className="text-slate-500" />
            Sair
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
