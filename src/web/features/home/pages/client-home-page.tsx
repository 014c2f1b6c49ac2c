import { useAuth } from "@web/features/auth/api/use-auth";
import { HomeShortcuts } from "../components/home-shortcuts";
import { PendingConfirmationBanner } from "../components/pending-confirmation-banner";
import { RecentActivityCard } from "../components/recent-activity-card";

/** / for a client (SPEC §2 client home). */
export function ClientHomePage() {
  const { user } = useAuth();
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">Olá, {user?.firstName}!</h1>
        <p className="text-slate-700">
          Gerencie seus agendamentos e encontre profissionais qualificados.
        </p>
      </header>
      <PendingConfirmationBanner />
      <HomeShortcuts />
      <RecentActivityCard />
    </section>
  );
}
