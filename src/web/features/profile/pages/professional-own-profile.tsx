import type { CurrentUser } from "@domain/contracts/auth";
import { PROFILE_BANNER_FIELDS } from "@domain/profile";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { toast } from "@web/components/ui/use-toast";
import {
  CityNeighborhoodFields,
  NeighborhoodField,
} from "@web/features/geo/components/city-neighborhood-fields";
import { useProfessionalReviews } from "@web/features/reviews/api/get-professional-reviews";
import { ReviewActions } from "@web/features/reviews/components/review-actions";
import { ReviewsList } from "@web/features/reviews/components/reviews-list";
import { useEffect } from "react";
import { DeleteAccountCard } from "../components/delete-account-card";
import { PhotoCard } from "../components/photo-card";
import { ProfessionalInfoSection } from "../components/professional-info-section";
import { ProfessionalPersonalSection } from "../components/professional-personal-section";
import { ProfessionalStanding } from "../components/professional-standing";
import { ReviewVisibilityCard } from "../components/review-visibility-card";
import { SectionTitle } from "../components/section-title";
import { SettingsLinkCard } from "../components/settings-link-card";
import { VerificationNotice } from "../components/verification-notice";

/**
 * /profile for a professional (SPEC §2 'Professional profile'): standing and verification,
 * photo, personal form with privacy, professional form, how reviews appear (decision 0387) and
 * the received reviews, account deletion.
 * Geo's pickers fill the forms' place slots; the reviews come from the reviews feature.
 */
export function ProfessionalOwnProfile({ user }: { user: CurrentUser }) {
  const reviews = useProfessionalReviews(user.id, true);
  useEffect(() => {
    if (reviews.error) toast({ title: "Erro ao carregar avaliações", variant: "destructive" });
  }, [reviews.error]);

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold text-slate-900">Meu Perfil</h1>
        <p className="text-slate-700">
          {user.isProfileComplete
            ? "Mantenha seus dados atualizados."
            : `Para aparecer nas buscas, preencha: ${PROFILE_BANNER_FIELDS.professional}.`}
        </p>
        <ProfessionalStanding profile={user.professionalProfile} rating={reviews.data ?? null} />
      </header>
      <VerificationNotice user={user} />
      <PhotoCard user={user} />
      <Card>
        <CardHeader>
          <SectionTitle>Informações pessoais</SectionTitle>
          <CardDescription>
            Seus dados de contato, sua cidade e o que os clientes veem.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ProfessionalPersonalSection user={user} PlaceFields={CityNeighborhoodFields} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <SectionTitle>Informações profissionais</SectionTitle>
          <CardDescription>
            Os dados que nossa equipe verifica e que os clientes veem no seu perfil.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ProfessionalInfoSection
            user={user}
            PlaceFields={CityNeighborhoodFields}
            NeighborhoodField={NeighborhoodField}
          />
        </CardContent>
      </Card>
      <ReviewVisibilityCard user={user} />
      <ReviewsList
        reviews={reviews.data?.reviews ?? []}
        isLoading={reviews.isPending}
        actions={(review) => <ReviewActions review={review} owner />}
      />
      <SettingsLinkCard />
      <DeleteAccountCard />
    </section>
  );
}
