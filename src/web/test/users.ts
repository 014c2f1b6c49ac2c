import type { CurrentUser } from "@domain/contracts/auth";

/** Web tests only: a signed-in user as GET /api/auth/user would return it. */
export function makeCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    firstName: "Carla",
    lastName: "Mendes",
    email: "carla@example.com",
    phone: null,
    city: "São Paulo",
    role: "client",
    profileImageUrl: null,
    isProfileComplete: true,
    isBanned: false,
    createdAt: "2026-01-10T12:00:00.000Z",
    lastLogin: null,
    address: "Pinheiros",
    bio: null,
    professionalProfile: null,
    ...overrides,
  };
}
