import type { AdminProfessional, AdminUser } from "@domain/contracts/admin";
import { councilOfSpecialty } from "@domain/professional-register";
import { isProfileComplete, verificationStatusOf } from "@domain/profile";
import { publicityFlags } from "@domain/publicity";
import { type professionalProfiles, users } from "@server/db/schema";
import { imageUrl } from "@server/shared/current-user";

/** The account columns the admin screens read; never the password hash. */
export const adminUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  city: users.city,
  address: users.address,
  role: users.role,
  bio: users.bio,
  profileImageId: users.profileImageId,
  isBanned: users.isBanned,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
};
type AdminUserRow = { [K in keyof typeof adminUserColumns]: (typeof users.$inferSelect)[K] };
type ProfileRow = typeof professionalProfiles.$inferSelect;

export function toAdminUser(u: AdminUserRow): AdminUser {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    city: u.city,
    role: u.role,
    profileImageUrl: imageUrl(u.profileImageId),
    isBanned: u.isBanned,
    createdAt: u.createdAt.toISOString(),
    lastLogin: u.lastLogin?.toISOString() ?? null,
  };
}

/** The register's parts, the flag of an unreadable one and its council's search (decision 0386). */
function registerCheck(p: ProfileRow) {
  const council = councilOfSpecialty(p.specialties[0]);
  const register =
    p.registerCouncil && p.registerRegion && p.registerNumber
      ? { council: p.registerCouncil, region: p.registerRegion, number: p.registerNumber }
      : null;
  return {
    council: council?.council ?? null,
    register,
    registerUnreadable: p.professionalRegister !== null && register === null,
    registerSearch: council ? { name: council.searchName, url: council.searchUrl } : null,
  };
}

function toAdminProfessionalProfile(p: ProfileRow) {
  return {
    cpf: p.cpf,
    professionalRegister: p.professionalRegister,
    ...registerCheck(p),
    specialties: p.specialties,
    serviceOptions: p.serviceOptions,
    officeAddress: p.officeAddress,
    officeComplement: p.officeComplement,
    officeNeighborhood: p.officeNeighborhood,
    homeServiceCity: p.homeServiceCity,
    homeServiceAreas: p.homeServiceAreas,
    bio: p.bio,
    priceRange: p.priceRange,
    startingFrom: p.startingFrom,
    isVerified: p.isVerified,
    verificationRejectedAt: p.verificationRejectedAt?.toISOString() ?? null,
    verificationRejectionReason: p.verificationRejectionReason,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** An account with what an admin needs to judge its professional profile (null if none). */
export function toAdminProfessional(u: AdminUserRow, p: ProfileRow | null): AdminProfessional {
  const user = toAdminUser(u);
  return {
    ...user,
    isProfileComplete: isProfileComplete({
      ...u,
      profileImageUrl: user.profileImageUrl,
      professionalProfile: p,
    }),
    // A professional who never saved the form waits like any unverified one.
    verificationStatus: p ? verificationStatusOf(p) : "pending",
    professionalProfile: p ? toAdminProfessionalProfile(p) : null,
    bio: u.bio,
    publicityFlags: publicityFlags({
      bio: u.bio,
      professionalBio: p?.bio,
      officeAddress: p?.officeAddress,
      officeComplement: p?.officeComplement,
      officeNeighborhood: p?.officeNeighborhood,
      homeServiceAreas: p?.homeServiceAreas,
    }),
  };
}
