import type { CurrentUser, OwnProfessionalProfile } from "@domain/contracts/auth";

/** Web tests only: a signed-in user as GET /api/auth/user would return it. */
export function makeCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    firstName: "Carla",
    lastName: "Mendes",
    email: "carla@example.com",
    phone: null,
    city: "São Paulo",
    state: "SP",
    role: "client",
    profileImageUrl: null,
    isProfileComplete: true,
    isBanned: false,
    createdAt: "2026-01-10T12:00:00.000Z",
    lastLogin: null,
    address: "Pinheiros",
    bio: null,
    professionalProfile: null,
    legalPending: [],
    ...overrides,
  };
}

/** Web tests only: a professional's own profile (CPF included) as the current user carries it. */
export function makeOwnProfessionalProfile(
  overrides: Partial<OwnProfessionalProfile> = {},
): OwnProfessionalProfile {
  return {
    cpf: "52998224725",
    professionalRegister: "CRP 06/123456",
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
    bio: "Psicóloga clínica.",
    priceRange: "150.00",
    startingFrom: false,
    isVerified: false,
    showContact: true,
    searchEngineIndexing: true,
    registerNeedsCorrection: false,
    shareEmail: false,
    availableForNewPatients: true,
    titleForm: null,
    // A psychologist's default (decision 0387).
    reviewVisibility: "rating_only",
    createdAt: "2026-01-10T12:00:00.000Z",
    verificationStatus: "pending",
    verificationRejectionReason: null,
    ...overrides,
  };
}
