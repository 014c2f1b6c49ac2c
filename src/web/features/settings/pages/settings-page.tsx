import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { CalendarFeedCard } from "@web/features/profile/components/calendar-feed-card";
import { DeleteAccountCard } from "@web/features/profile/components/delete-account-card";
import { usePageTitle } from "@web/lib/use-page-title";
import { ChangePasswordCard } from "../components/change-password-card";
import { EmailPreferencesCard } from "../components/email-preferences-card";

/**
 * /settings, 'Configurações' (issue 16), for every role; an admin reaches it at /admin/settings
 * too (decision 0242). Password and e-mails for everyone; the calendar address and 'Seus dados'
 * (export and deletion) for clients and professionals, whose accounts hold sessions and data.
 */
export function SettingsPage() {
  usePageTitle("Configurações");
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const ownsData = user.role === "client" || user.role === "professional";
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-slate-900">Configurações</h1>
        <p className="text-slate-700">
          {ownsData
            ? "Sua senha, os e-mails que você recebe, o calendário e os seus dados."
            : "Sua senha e os e-mails que você recebe."}
        </p>
      </header>
      <ChangePasswordCard />
      <EmailPreferencesCard />
      {ownsData && (
        <>
          <CalendarFeedCard />
          <DeleteAccountCard title="Seus dados" />
        </>
      )}
    </section>
  );
}
