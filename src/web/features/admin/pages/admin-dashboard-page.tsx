import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { usePageTitle } from "@web/lib/use-page-title";
import { AppointmentCounts } from "../components/appointment-counts";
import { EmailDelivery } from "../components/email-delivery";
import { PendingVerifications } from "../components/pending-verifications";
import { PlatformCounts } from "../components/platform-counts";
import { QuickActions } from "../components/quick-actions";

/** /, /admin and /admin/dashboard for an admin (SPEC §2 admin screens). */
export function AdminDashboardPage() {
  usePageTitle("Painel administrativo");
  const { data: user } = useCurrentUser();
  return (
    <section className="grid gap-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Painel administrativo
        </h1>
        <p className="text-slate-700">
          Olá, {user?.firstName}. Acompanhe os números da plataforma e as verificações pendentes.
        </p>
      </header>
      <PlatformCounts />
      <AppointmentCounts />
      <EmailDelivery />
      <PendingVerifications />
      <QuickActions />
    </section>
  );
}
