import { LISTING_ROUTE_PATTERNS, PROFILE_ROUTE_PATTERN } from "@domain/public-routes";
import { SUPPORT_PATH } from "@domain/support";
import type { ComponentType } from "react";

/**
 * The client's pages, each its own chunk: the area shows them (client-area.tsx), and the route
 * preload starts the one an address needs together with the area itself (decision 0360).
 */
export const CLIENT_PAGES = {
  "/": () => import("@web/features/home/pages/client-home-page").then((m) => m.ClientHomePage),
  "/appointments": () =>
    import("@web/features/appointments/pages/client-appointments-page").then(
      (m) => m.ClientAppointmentsPage,
    ),
  "/professionals": () =>
    import("@web/features/professionals/pages/search-page").then((m) => m.SearchPage),
  "/professional/:id": () =>
    import("@web/features/professionals/pages/professional-profile-page").then(
      (m) => m.ProfessionalProfilePage,
    ),
  [PROFILE_ROUTE_PATTERN]: () =>
    import("@web/features/professionals/pages/public-profile-page").then(
      (m) => m.PublicProfilePage,
    ),
  ...Object.fromEntries(
    LISTING_ROUTE_PATTERNS.map((path) => [
      path,
      () => import("@web/features/professionals/pages/listing-page").then((m) => m.ListingPage),
    ]),
  ),
  "/favoritos": () =>
    import("@web/features/professionals/pages/favourites-page").then((m) => m.FavouritesPage),
  "/reviews": () =>
    import("@web/features/reviews/pages/client-reviews-page").then((m) => m.ClientReviewsPage),
  "/social": () => import("@web/features/social/pages/social-page").then((m) => m.SocialPage),
  "/profile": () => import("@web/features/profile/pages/profile-page").then((m) => m.ProfilePage),
  "/settings": () =>
    import("@web/features/settings/pages/settings-page").then((m) => m.SettingsPage),
  "/notificacoes": () =>
    import("@web/features/notifications/pages/notifications-page").then((m) => m.NotificationsPage),
  // 'Fale com o suporte' (decision 0390).
  [SUPPORT_PATH]: () =>
    import("@web/features/support/pages/support-page").then((m) => m.SupportPage),
  [`${SUPPORT_PATH}/:id`]: () =>
    import("@web/features/support/pages/support-ticket-page").then((m) => m.SupportTicketPage),
  // An online session's room (issue 32, decision 0394).
  "/sessao/:id": () => import("@web/features/rooms/pages/room-page").then((m) => m.RoomPage),
  // Issue 34 (decision 0406): the conversations, and one of them.
  "/mensagens": () =>
    import("@web/features/messages/pages/messages-page").then((m) => m.MessagesPage),
  "/mensagens/:id": () =>
    import("@web/features/messages/pages/messages-page").then((m) => m.MessagesPage),
} satisfies Record<string, () => Promise<ComponentType>>;
