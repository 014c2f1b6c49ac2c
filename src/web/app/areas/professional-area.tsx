import type { CurrentUser } from "@domain/contracts/auth";
import { SUPPORT_PATH } from "@domain/support";
import { AgendaPage } from "@web/features/agenda/pages/agenda-page";
import { ProfessionalAppointmentsPage } from "@web/features/appointments/pages/professional-appointments-page";
import { ProfessionalDashboardPage } from "@web/features/home/pages/professional-dashboard-page";
import { NotificationsPage } from "@web/features/notifications/pages/notifications-page";
import { ProfilePage } from "@web/features/profile/pages/profile-page";
import { SettingsPage } from "@web/features/settings/pages/settings-page";
import { SupportPage } from "@web/features/support/pages/support-page";
import { SupportTicketPage } from "@web/features/support/pages/support-ticket-page";
import { lazyScreen } from "@web/lib/lazy-screen";
import { ProfessionalLayout } from "../layouts/professional-layout";
import { NotFoundPage } from "../not-found-page";
import { PUBLIC_PAGE_ROUTES } from "../public-page-routes";
import { RoleSwitch, type Routes } from "../role-switch";

/** An online session's room (issue 32, decision 0394): its code only when opened. */
const RoomPage = lazyScreen(() =>
  import("@web/features/rooms/pages/room-page").then((m) => ({ default: m.RoomPage })),
);

/** "Financeiro" (issue 33, items 3 and 4): its code only when opened. */
const FinancePage = lazyScreen(() =>
  import("@web/features/finance/pages/finance-page").then((m) => ({ default: m.FinancePage })),
);

/** Messages (issue 34, decision 0406): their code only when opened. */
const MessagesPage = lazyScreen(() =>
  import("@web/features/messages/pages/messages-page").then((m) => ({ default: m.MessagesPage })),
);

/** The guides for professionals (issue 34, item 3; decision 0402). */
const ResourcesPage = lazyScreen(() =>
  import("@web/features/resources/pages/resources-page").then((m) => ({
    default: m.ResourcesPage,
  })),
);
const GuidePage = lazyScreen(() =>
  import("@web/features/resources/pages/resources-page").then((m) => ({ default: m.GuidePage })),
);
/** A guide; an unknown one is the app's not-found page. */
const GuideRoute = () => <GuidePage notFound={<NotFoundPage />} />;

/** 'Meus conteúdos' (issue 34, item 2; decision 0404). */
const SocialPage = lazyScreen(() =>
  import("@web/features/social/pages/social-page").then((m) => ({ default: m.SocialPage })),
);

/** SPEC §2 "Routes by role": professional. */
export const PROFESSIONAL_ROUTES: Routes = {
  "/": ProfessionalDashboardPage,
  "/professional/appointments": ProfessionalAppointmentsPage,
  "/professional/agenda": AgendaPage,
  "/profile": ProfilePage,
  "/settings": SettingsPage,
  "/notificacoes": NotificationsPage,
  // 'Fale com o suporte' (decision 0390): a pending or rejected professional too.
  [SUPPORT_PATH]: SupportPage,
  [`${SUPPORT_PATH}/:id`]: SupportTicketPage,
  "/sessao/:id": RoomPage,
  "/mensagens": MessagesPage,
  "/recursos": ResourcesPage,
  "/recursos/:slug": GuideRoute,
  "/mensagens/:id": MessagesPage,
  "/financeiro": FinancePage,
  "/social": SocialPage,
  // Their own shared link, or a colleague's, opens as anyone sees it (issue 18).
  ...PUBLIC_PAGE_ROUTES,
};

export default function ProfessionalArea({ user }: { user: CurrentUser }) {
  return (
    <ProfessionalLayout user={user}>
      <RoleSwitch routes={PROFESSIONAL_ROUTES} />
    </ProfessionalLayout>
  );
}
