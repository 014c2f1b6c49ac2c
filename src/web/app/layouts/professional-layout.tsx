import type { CurrentUser } from "@domain/contracts/auth";
import { AppShell } from "@web/components/layout/app-shell";
import type { NavItem } from "@web/components/layout/nav-items";
import { MessagesLink } from "@web/features/messages/components/messages-link";
import { NotificationBell } from "@web/features/notifications/components/notification-bell";
import { CalendarDays, ClipboardList, House, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { PROFESSIONAL_MENU } from "./profile-menu";

const HOME: NavItem = { href: "/", label: "Início", icon: House };
const AGENDA: NavItem = { href: "/professional/agenda", label: "Agenda", icon: CalendarDays };
const PROFILE: NavItem = { href: "/profile", label: "Perfil", icon: UserRound };
const APPOINTMENTS: NavItem = {
  href: "/professional/appointments",
  label: "Agendamentos",
  icon: ClipboardList,
};

/**
 * SPEC §2 "Professional layout": the top nav on desktop and the bottom bar on a phone, with the
 * same four sections. SPEC §2 left 'Agendamentos' off the bottom bar, and a professional on a
 * phone could not reach their list (issue 29, item 8; decision 0380).
 */
export const PROFESSIONAL_NAV: readonly NavItem[] = [HOME, AGENDA, APPOINTMENTS, PROFILE];

export function ProfessionalLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return (
    <AppShell
      user={user}
      menuLinks={PROFESSIONAL_MENU}
      bottomItems={PROFESSIONAL_NAV}
      desktopNav={{ kind: "top", items: PROFESSIONAL_NAV }}
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
