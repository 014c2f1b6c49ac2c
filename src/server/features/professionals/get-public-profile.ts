import type { PublicProfessional } from "@domain/contracts/professionals";
import type { Db } from "@server/db/client";
import type { AuthUser } from "@server/http/route";
import { imageUrl } from "@server/shared/current-user";
import { ratingOf } from "./ratings";
import { findVisibleProfessional, visibleContact } from "./visibility";

/** The public profile (SPEC §2): never the CPF or register; contact as privacy allows. */
export async function getPublicProfile(
  db: Db,
  viewer: AuthUser,
  professionalId: string,
): Promise<PublicProfessional> {
  const { user, profile } = await findVisibleProfessional(db, viewer, professionalId);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: imageUrl(user.profileImageId),
    createdAt: user.createdAt.toISOString(),
    ...visibleContact(user, profile),
    bio: user.bio,
    professionalProfile: {
      specialties: profile.specialties,
      serviceOptions: profile.serviceOptions,
      officeAddress: profile.officeAddress,
      officeComplement: profile.officeComplement,
      officeNeighborhood: profile.officeNeighborhood,
      homeServiceAreas: profile.homeServiceAreas,
      homeServiceCity: profile.homeServiceCity,
      bio: profile.bio,
      priceRange: profile.priceRange,
      startingFrom: profile.startingFrom,
      isVerified: profile.isVerified,
      showContact: profile.showContact,
      shareEmail: profile.shareEmail,
      availableForNewPatients: profile.availableForNewPatients,
      createdAt: profile.createdAt.toISOString(),
      ...ratingOf(profile),
    },
  };
}
