import type { PublicProfessional } from "@domain/contracts/professionals";

type Profile = PublicProfessional["professionalProfile"];

/**
 * A verified psychologist's public profile as `GET /api/professionals/{id}` gives it: online
 * only, no office, no contact shared. `profile` replaces fields of the professional profile.
 */
export function makePublicProfessional(
  overrides: Partial<Omit<PublicProfessional, "professionalProfile">> = {},
  profile: Partial<Profile> = {},
): PublicProfessional {
  return {
    id: "p1",
    firstName: "Ana",
    lastName: "Souza",
    profileImageUrl: null,
    createdAt: "2024-01-01T00:00:00Z",
    email: null,
    phone: null,
    bio: null,
    nextAvailableAt: null,
    timeZone: "America/Sao_Paulo",
    viewerMayBook: true,
    publicNumber: 1,
    ...overrides,
    professionalProfile: {
      professionalRegister: "CRP 06/123456",
      titleForm: null,
      specialties: ["Psicologia"],
      serviceOptions: ["online"],
      officeAddress: null,
      officeComplement: null,
      officeNeighborhood: null,
      officeCity: null,
      officeState: null,
      homeServiceAreas: [],
      homeServiceCity: null,
      homeServiceState: null,
      bio: null,
      priceRange: "200.00",
      startingFrom: false,
      isVerified: true,
      showContact: false,
      shareEmail: false,
      availableForNewPatients: true,
      createdAt: "2024-01-01T00:00:00Z",
      averageRating: null,
      reviewCount: 0,
      reviewVisibility: "public",
      ...profile,
    },
  };
}
