import type { CurrentUser } from "@domain/contracts/auth";
import { AppShell } from "@web/components/layout/app-shell";
import type { NavItem } from "@web/components/layout/nav-items";
import { MessagesLink } from "@web/features/messages/components/messages-link";
import { NotificationBell } from "@web/features/notifications/components/notification-bell";
import { CalendarDays, Heart, House, MessagesSquare, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { CLIENT_MENU } from "./profile-menu";

/** SPEC §2 "Authenticated layout (client)". */
export const CLIENT_NAV: readonly NavItem[] = [
  { href: "/", label: "Início", icon: House },
  { href: "/appointments", label: "Agenda", icon: CalendarDays },
  { href: "/favoritos", label: "Favoritos", icon: Heart },
  { href: "/social", label: "Social", icon: MessagesSquare },
  { href: "/profile", label: "Perfil", icon: UserRound },
];

export function ClientLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return (
    <AppShell
      user={user}
      menuLinks={CLIENT_MENU}
      bottomItems={CLIENT_NAV}
      desktopNav={{ kind: "sidebar", items: CLIENT_NAV }}
      topBarActions={
        <>
          <MessagesLink />
          <NotificationBell />
        </>
      }
    >
      {children}
    </AppShell>
  );
}
