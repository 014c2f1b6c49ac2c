import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { CityNeighborhoodFields } from "@web/features/geo/components/city-neighborhood-fields";
import { usePageTitle } from "@web/lib/use-page-title";
import { DeleteAccountCard } from "../components/delete-account-card";
import { PersonalInfoSection } from "../components/personal-info-section";
import { PhotoCard } from "../components/photo-card";
import { SectionTitle } from "../components/section-title";
import { SettingsLinkCard } from "../components/settings-link-card";
import { ProfessionalOwnProfile } from "./professional-own-profile";

/**
 * /profile: 'Meu Perfil' (SPEC §2). Clients get photo, personal form and account settings;
 * professionals their own screen with the professional form and reviews.
 */
export function ProfilePage() {
  usePageTitle("Meu Perfil");
  const { data: user } = useCurrentUser();
  if (!user) return null;
  if (user.role === "professional") return <ProfessionalOwnProfile user={user} />;
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-slate-900">Meu Perfil</h1>
        <p className="text-slate-700">Mantenha seus dados atualizados.</p>
      </header>
      <PhotoCard user={user} />
      <Card>
        <CardHeader>
          <SectionTitle>Informações pessoais</SectionTitle>
          <CardDescription>
            Sua cidade e seu bairro nos ajudam a mostrar profissionais perto de você.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PersonalInfoSection user={user} PlaceFields={CityNeighborhoodFields} />
        </CardContent>
      </Card>
      <SettingsLinkCard />
      <DeleteAccountCard />
    </section>
  );
}
