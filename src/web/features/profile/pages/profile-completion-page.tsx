import { Card, CardContent } from "@web/components/ui/card";
import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { CityNeighborhoodFields } from "@web/features/geo/components/city-neighborhood-fields";
import { usePageTitle } from "@web/lib/use-page-title";
import { UserRoundPen } from "lucide-react";
import { PersonalInfoSection } from "../components/personal-info-section";

/**
 * Shown by the router on every route while a client's profile is incomplete (SPEC §2). Once the
 * save refreshes the current user with isProfileComplete, the router shows the client home.
 */
export function ProfileCompletionPage() {
  usePageTitle("Complete seu perfil");
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <header className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-100 text-teal-800">
          <UserRoundPen className="size-6" aria-hidden />
        </span>
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold text-slate-900">Complete seu perfil</h1>
          <p className="text-slate-700">
            Olá{user.firstName ? `, ${user.firstName}` : ""}! Precisamos do seu nome, sobrenome,
            cidade e bairro para encontrar profissionais perto de você.
          </p>
        </div>
      </header>
      <Card>
        <CardContent className="pt-6">
          <PersonalInfoSection
            user={user}
            requireLocation
            submitLabel="Salvar e continuar"
            PlaceFields={CityNeighborhoodFields}
          />
        </CardContent>
      </Card>
    </section>
  );
}
