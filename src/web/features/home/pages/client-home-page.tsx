import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { PendingConfirmationBanner } from "@web/features/confirmations/components/pending-confirmation-banner";
import { ReviewFormDialog } from "@web/features/reviews/components/review-form-dialog";
import { useReviewOffer } from "@web/features/reviews/components/use-review-offer";
import { HomeShortcuts } from "../components/home-shortcuts";
import { RecentActivityCard } from "../components/recent-activity-card";

/** / for a client (SPEC §2 client home). */
export function ClientHomePage() {
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
        <ReviewFormDialog target={reviewOffer.target} onClose={reviewOffer.close} />
      ) : null}
      <HomeShortcuts />
      <RecentActivityCard />
    </section>
  );
}
