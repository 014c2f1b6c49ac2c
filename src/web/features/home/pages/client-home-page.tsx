import { upcomingAppointments } from "@domain/appointments";
import type { Appointment } from "@domain/contracts/appointments";
import { useQuery } from "@tanstack/react-query";
import { getClientAppointments } from "@web/features/appointments/api/get-client-appointments";
import { OnlineSessionPanel } from "@web/features/appointments/components/online-session-panel";
import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { PendingConfirmationBanner } from "@web/features/confirmations/components/pending-confirmation-banner";
import { useNotifications } from "@web/features/notifications/api/get-notifications";
import { useMarkNotificationRead } from "@web/features/notifications/api/mark-notification-read";
import { NotificationEntry } from "@web/features/notifications/components/notification-entry";
import { useReviewOffer } from "@web/features/reviews/components/use-review-offer";
import { lazyScreen } from "@web/lib/lazy-screen";
import { appointmentsKeys } from "@web/lib/query-keys";
import { usePageTitle } from "@web/lib/use-page-title";
import { Suspense } from "react";
import { useLocation } from "wouter";
import { HomeShortcuts } from "../components/home-shortcuts";
import { NextAppointmentCard } from "../components/next-appointment-card";
import { RecentActivityCard } from "../components/recent-activity-card";

/** The review form (and zod with it) loads only when a review is offered (decision 0360). */
const ReviewFormDialog = lazyScreen(() =>
  import("@web/features/reviews/components/review-form-dialog").then((m) => ({
    default: m.ReviewFormDialog,
  })),
);

/** / for a client (SPEC §2 client home). */
export function ClientHomePage() {
  usePageTitle("Início");
  const { data: user } = useCurrentUser();
  const reviewOffer = useReviewOffer();
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">Olá, {user?.firstName}!</h1>
        <p className="text-slate-700">
          Gerencie seus agendamentos e encontre profissionais qualificados.
        </p>
      </header>
      <PendingConfirmationBanner onConfirmed={reviewOffer.offerAfterConfirm} />
      {reviewOffer.target ? (
        <Suspense fallback={null}>
          <ReviewFormDialog target={reviewOffer.target} onClose={reviewOffer.close} />
        </Suspense>
      ) : null}
      <NextSession />
      <HomeShortcuts />
      <RecentActivity />
    </section>
  );
}

/** The earliest approved or confirmed session still ahead (issue 34, item 5). */
const nextOf = (list: Appointment[] | undefined, now: Date) =>
  upcomingAppointments(list ?? [], now).find(
    (a) => a.status === "approved" || a.status === "confirmed",
  ) ?? null;

/**
 * Its own cache entry under the client's appointments (their invalidations reach it): "Meus
 * Agendamentos" still asks the server when opened, so a ban or a change elsewhere shows there.
 */
function NextSession() {
  const appointments = useQuery({
    queryKey: [...appointmentsKeys.client(), "home"],
    queryFn: getClientAppointments,
  });
  const [, navigate] = useLocation();
  return (
    <NextAppointmentCard
      appointment={nextOf(appointments.data, new Date())}
      loading={appointments.isPending}
      failed={appointments.isError}
      viewer="client"
      onOpen={() => navigate("/appointments")}
      extra={(a) => <OnlineSessionPanel appointment={a} viewer="client" />}
    />
  );
}

/** The five latest notifications, as the bell's list shows them; opening one reads it. */
function RecentActivity() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const now = new Date();
  const latest = (notifications.data?.pages ?? []).flatMap((p) => p.items).slice(0, 5);
  return (
    <RecentActivityCard
      loading={notifications.isPending}
      failed={notifications.isError}
      entries={latest.map((n) => (
        <NotificationEntry
          key={n.id}
          notification={n}
          now={now}
          onOpen={(id) => markRead.mutate(id)}
        />
      ))}
    />
  );
}
