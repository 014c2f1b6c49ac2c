import type { AdminProfessional, AdminUser, AdminUserDetail } from "@domain/contracts/admin";

// Web tests only: the admin API's shapes, complete and overridable.

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: crypto.randomUUID(),
    firstName: "Clara",
    lastName: "Lima",
    email: "clara@example.com",
    phone: "11987654321",
    city: "São Paulo",
    role: "client",
    profileImageUrl: null,
    isBanned: false,
    createdAt: "2026-01-10T12:00:00.000Z",
    lastLogin: null,
    ...overrides,
  };
}

export function makeAdminProfessional(
  overrides: Partial<AdminProfessional> = {},
): AdminProfessional {
  return {
    ...makeAdminUser({ firstName: "Paula", lastName: "Souza", role: "professional" }),
    isProfileComplete: true,
    verificationStatus: "pending",
    professionalProfile: {
      cpf: "52998224725",
      professionalRegister: "CRP 06/123456",
      council: "CRP",
      register: { council: "CRP", region: "06", number: "123456" },
      registerUnreadable: false,
      registerSearch: { name: "CFP", url: "https://cadastro.cfp.org.br/" },
      specialties: ["Psicologia"],
      serviceOptions: ["online", "local_proprio"],
      officeAddress: "Rua Augusta, 100",
      officeComplement: "Sala 3",
      officeNeighborhood: "Consolação",
      homeServiceCity: null,
      homeServiceAreas: [],
      bio: "Psicóloga clínica.",
      priceRange: "150.00",
      startingFrom: true,
      isVerified: false,
      verificationRejectedAt: null,
      verificationRejectionReason: null,
      createdAt: "2026-02-01T12:00:00.000Z",
      updatedAt: "2026-02-02T12:00:00.000Z",
    },
    bio: null,
    publicityFlags: [],
    ...overrides,
  };
}

/** GET /api/admin/users/{id} for `user`, with the given history. */
export function makeUserDetail(
  user: AdminUser | AdminProfessional,
  history: AdminUserDetail["history"] = [],
): AdminUserDetail {
  return {
    address: null,
    isProfileComplete: true,
    verificationStatus: null,
    professionalProfile: null,
    publicityFlags: [],
    ...user,
    history,
  };
}

export const onePage = <T>(items: T[], nextCursor: string | null = null) => ({
  items,
  nextCursor,
});
