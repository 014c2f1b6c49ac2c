import type { CurrentUser } from "@domain/contracts/auth";

/** Test-only: a signed-in client as GET /api/auth/user returns it. */
export const testClient: CurrentUser = {
  id: "8f0d6a1e-0000-4000-8000-000000000001",
  firstName: "Ana",
  lastName: "Souza",
  email: "ana@example.com",
  phone: null,
  city: "São Paulo",
  role: "client",
  profileImageUrl: null,
  isProfileComplete: true,
  isBanned: false,
  createdAt: "2026-01-10T12:00:00.000Z",
  lastLogin: null,
  address: "Moema",
  bio: null,
  professionalProfile: null,
};
