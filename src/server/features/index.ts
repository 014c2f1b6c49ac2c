import type { IceServer } from "@domain/contracts/rooms";
import type { SessionStore } from "@server/auth/sessions";
import type { RouteDef } from "@server/http/route";
import { contentReportRoutes } from "./admin/content-report-routes";
import { reviewReportRoutes } from "./admin/review-report-routes";
import { adminRoutes } from "./admin/routes";
import { agendaRoutes } from "./agenda/routes";
import { appointmentsRoutes } from "./appointments/routes";
import { passwordResetRoutes } from "./auth/password-reset-routes";
import { authRoutes } from "./auth/routes";
import { confirmationsRoutes } from "./confirmations/routes";
import { contentsRoutes } from "./contents/routes";
import { geoRoutes } from "./geo/routes";
import { messageRoutes } from "./messages/routes";
import { notificationsRoutes } from "./notifications/routes";
import { pagesRoutes } from "./pages/routes";
import { paymentRoutes } from "./payments/payment-routes";
import { pixRoutes } from "./payments/pix-routes";
import { receiptRoutes } from "./payments/receipt-routes";
import { favouriteRoutes } from "./professionals/favourite-routes";
import { professionalsRoutes } from "./professionals/routes";
import { calendarFeedRoutes } from "./profile/calendar-feed-routes";
import { imageRoutes } from "./profile/image-routes";
import { profileRoutes } from "./profile/routes";
import { settingsRoutes } from "./profile/settings-routes";
import { reviewModerationRoutes } from "./reviews/moderation-routes";
import { reviewsRoutes } from "./reviews/routes";
import { roomsRoutes } from "./rooms/routes";
import { supportRoutes } from "./support/routes";

export interface FeatureDeps {
  sessions: SessionStore;
  secureCookies: boolean;
  demoMode: boolean;
  /** The server's secret (SESSION_SECRET): seals the one-click unsubscribe tokens. */
  secret: string;
  /** ICE_SERVERS for the online sessions' rooms (decision 0394). */
  iceServers: IceServer[];
}

/** Every API route of every feature area. Add an area's routes here. */
export function featureRoutes(deps: FeatureDeps): RouteDef[] {
  return [
    ...authRoutes(deps.sessions, deps.secureCookies, deps.demoMode),
    ...passwordResetRoutes(deps.sessions, deps.secureCookies),
    ...geoRoutes(),
    ...imageRoutes(),
    ...professionalsRoutes(),
    ...pagesRoutes(),
    ...favouriteRoutes(),
    ...agendaRoutes(),
    ...appointmentsRoutes(),
    ...confirmationsRoutes(),
    ...reviewsRoutes(),
    ...reviewModerationRoutes(),
    ...profileRoutes(deps.sessions),
    ...calendarFeedRoutes(),
    ...settingsRoutes(deps.sessions, deps.secret),
    ...notificationsRoutes(),
    ...adminRoutes(deps.sessions),
    ...reviewReportRoutes(),
    ...supportRoutes(),
    ...roomsRoutes(deps.iceServers),
    ...pixRoutes(),
    ...receiptRoutes(),
    ...paymentRoutes(),
    ...messageRoutes(),
    ...contentsRoutes(),
    ...contentReportRoutes(),
  ];
}
