import type { CurrentUser } from "@domain/contracts/auth";
import { AppShell } from "@web/components/layout/app-shell";
import type { NavItem } from "@web/components/layout/nav-items";
import type { MenuLink } from "@web/components/layout/user-menu";
import { NotificationBell } from "@web/features/notifications/components/notification-bell";
import {
  ChartColumn,
  FileWarning,
  Flag,
  LayoutDashboard,
  LifeBuoy,
  MessageCircleWarning,
  ScrollText,
  Settings,
  Stethoscope,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";

/** SPEC §2 "Admin layout": collapsible sidebar; the same items at the bottom on mobile. */
export const ADMIN_NAV: readonly NavItem[] = [
  {
    href: "/admin/dashboard",
    label: "Painel",
    icon: LayoutDashboard,
    alsoActiveOn: ["/", "/admin"],
  },
  { href: "/admin/users", label: "Usuários", icon: Users },
  { href: "/admin/professionals", label: "Profissionais", icon: Stethoscope },
  { href: "/admin/reports", label: "Relatórios", icon: ChartColumn },
  // 'Registro de ações', every admin decision (decision 0378).
  { href: "/admin/auditoria", label: "Auditoria", icon: ScrollText },
  // Reported reviews (decision 0388): in the sidebar and the dashboard's quick actions; the
  // phone's bottom bar keeps five items, which is what fits 390 px.
  { href: "/admin/denuncias", label: "Denúncias", icon: Flag },
  // Reported messages (decision 0406): the only conversations an admin reads.
  { href: "/admin/mensagens", label: "Mensagens", icon: MessageCircleWarning },
  // Reported contents (decision 0404): hidden with a reason or kept, as the reviews.
  { href: "/admin/conteudos", label: "Conteúdos", icon: FileWarning },
  // The support queue (decision 0390): the sidebar and the quick actions, like 'Denúncias'.
  { href: "/admin/suporte", label: "Suporte", icon: LifeBuoy },
];

const SIDEBAR_ONLY = ["/admin/denuncias", "/admin/mensagens", "/admin/conteudos", "/admin/suporte"];
const ADMIN_BOTTOM_NAV = ADMIN_NAV.filter((item) => !SIDEBAR_ONLY.includes(item.href));

/** Admins have no profile screen; their settings link is /admin/settings (SPEC §2). */
const ADMIN_MENU: readonly MenuLink[] = [
  { href: "/admin/settings", label: "Configurações", icon: Settings },
];

export function AdminLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return (
    <AppShell
      user={user}
      menuLinks={ADMIN_MENU}
      bottomItems={ADMIN_BOTTOM_NAV}
      desktopNav={{ kind: "sidebar", items: ADMIN_NAV }}
      topBarActions={<NotificationBell />}
    >
      {children}
    </AppShell>
  );
}
