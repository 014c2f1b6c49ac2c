import type { CurrentUser } from "@domain/contracts/auth";
import { AdminAuditPage } from "@web/features/admin/pages/admin-audit-page";
import { AdminContentReportsPage } from "@web/features/admin/pages/admin-content-reports-page";
import { AdminDashboardPage } from "@web/features/admin/pages/admin-dashboard-page";
import { AdminProfessionalsPage } from "@web/features/admin/pages/admin-professionals-page";
import { AdminReportsPage } from "@web/features/admin/pages/admin-reports-page";
import { AdminReviewReportsPage } from "@web/features/admin/pages/admin-review-reports-page";
import { AdminSupportPage } from "@web/features/admin/pages/admin-support-page";
import { AdminSupportTicketPage } from "@web/features/admin/pages/admin-support-ticket-page";
import { AdminUsersPage } from "@web/features/admin/pages/admin-users-page";
import { AdminMessageReportsPage } from "@web/features/messages/pages/admin-message-reports-page";
import { NotificationsPage } from "@web/features/notifications/pages/notifications-page";
import { SettingsPage } from "@web/features/settings/pages/settings-page";
import { AdminLayout } from "../layouts/admin-layout";
import { PUBLIC_PAGE_ROUTES } from "../public-page-routes";
import { RoleSwitch, type Routes } from "../role-switch";

/** SPEC §2 "Routes by role": admin. */
export const ADMIN_ROUTES: Routes = {
  "/": AdminDashboardPage,
  "/admin": AdminDashboardPage,
  "/admin/dashboard": AdminDashboardPage,
  "/admin/users": AdminUsersPage,
  "/admin/professionals": AdminProfessionalsPage,
  "/admin/reports": AdminReportsPage,
  "/admin/auditoria": AdminAuditPage,
  // Reported reviews (decision 0388).
  "/admin/denuncias": AdminReviewReportsPage,
  "/admin/mensagens": AdminMessageReportsPage,
  // Reported contents (decision 0404).
  "/admin/conteudos": AdminContentReportsPage,
  // The support queue (decision 0390).
  "/admin/suporte": AdminSupportPage,
  "/admin/suporte/:id": AdminSupportTicketPage,
  // The admin menu links /admin/settings (SPEC §2), the user menu's name is /settings (0242).
  "/admin/settings": SettingsPage,
  "/settings": SettingsPage,
  "/notificacoes": NotificationsPage,
  // A reported profile's public page, as anyone sees it (issue 18).
  ...PUBLIC_PAGE_ROUTES,
};

export default function AdminArea({ user }: { user: CurrentUser }) {
  return (
    <AdminLayout user={user}>
      <RoleSwitch routes={ADMIN_ROUTES} />
    </AdminLayout>
  );
}
