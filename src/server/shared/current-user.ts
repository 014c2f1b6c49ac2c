import type { CurrentUser, OwnProfessionalProfile } from "@domain/contracts/auth";
import { pendingLegalDocuments } from "@domain/legal";
import { isProfileComplete, verificationStatusOf } from "@domain/profile";
import type { TitleForm } from "@domain/text";
import type { Db } from "@server/db/client";
import { professionalProfiles, type users } from "@server/db/schema";
import { eq } from "drizzle-orm";

type UserRow = typeof users.$inferSelect;
type ProfileRow = typeof professionalProfiles.$inferSelect;

/** The column's text as the contract's form (the check constraint allows only these). */
export const titleFormOf = (value: string | null): TitleForm | null =>
  value === "feminine" || value === "masculine" ? value : null;

export const imageUrl = (imageId: string | null) => (imageId ? `/api/images/${imageId}` : null);

/** The whole profile, for its owner only: CPF, register and the verification's outcome. */
function toOwnProfessionalProfile(p: ProfileRow): OwnProfessionalProfile {
  return {
    cpf: p.cpf,
    professionalRegister: p.professionalRegister,
    specialties: p.specialties,
    serviceOptions: p.serviceOptions,
    officeAddress: p.officeAddress,
    officeComplement: p.officeComplement,
    officeNeighborhood: p.officeNeighborhood,
    officeCity: p.officeCity,
    officeState: p.officeState,
    homeServiceAreas: p.homeServiceAreas,
    homeServiceCity: p.homeServiceCity,
    homeServiceState: p.homeServiceState,
    bio: p.bio,
    priceRange: p.priceRange,
    startingFrom: p.startingFrom,
    isVerified: p.isVerified,
    showContact: p.showContact,
    shareEmail: p.shareEmail,
    availableForNewPatients: p.availableForNewPatients,
    searchEngineIndexing: p.searchEngineIndexing,
    registerNeedsCorrection: p.professionalRegister !== null && p.registerCouncil === null,
    titleForm: titleFormOf(p.titleForm),
    reviewVisibility: p.reviewVisibility,
    createdAt: p.createdAt.toISOString(),
    verificationStatus: verificationStatusOf(p),
    verificationRejectionReason: p.isVerified ? null : p.verificationRejectionReason,
  };
}

/** The User shape of SPEC §3 for the signed-in user themselves (it includes their own CPF). */
export function toCurrentUser(user: UserRow, profile: ProfileRow | null): CurrentUser {
  const professionalProfile = profile ? toOwnProfessionalProfile(profile) : null;
  const profileImageUrl = imageUrl(user.profileImageId);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    city: user.city,
    state: user.state,
    role: user.role,
    profileImageUrl,
    isProfileComplete: isProfileComplete({ ...user, profileImageUrl, professionalProfile }),
    isBanned: user.isBanned,
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLogin?.toISOString() ?? null,
    address: user.address,
    bio: user.bio,
    professionalProfile,
    legalPending: pendingLegalDocuments(user),
  };
}

export async function getCurrentUser(db: Db, user: UserRow): Promise<CurrentUser> {
  const [profile] = await db
    .select()
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, user.id));
  return toCurrentUser(user, profile ?? null);
}
