import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { PendingConfirmationBanner } from "@web/features/confirmations/components/pending-confirmation-banner";
import { useReviewOffer } from "@web/features/reviews/components/use-review-offer";
import { lazyScreen } from "@web/lib/lazy-screen";
import { usePageTitle } from "@web/lib/use-page-title";
import { Suspense } from "react";
import { HomeShortcuts } from "../components/home-shortcuts";
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
      <HomeShortcuts />
      <RecentActivityCard />
    </section>
  );
}
