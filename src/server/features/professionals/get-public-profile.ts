import type { PublicProfessional } from "@domain/contracts/professionals";
import { nowInZone } from "@domain/time";
import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import type { AuthUser } from "@server/http/route";
import { imageUrl, titleFormOf } from "@server/shared/current-user";
import { and, eq, inArray } from "drizzle-orm";
import { shownRatingOf } from "./ratings";
import {
  findVisibleProfessional,
  type ProfessionalProfileRow,
  type ProfessionalRow,
  visibleContact,
} from "./visibility";

/** The public profile (SPEC §2): never the CPF; the register (decision 0341); contact as privacy allows. */
export async function getPublicProfile(
  db: Db,
  viewer: AuthUser | null,
  professionalId: string,
): Promise<PublicProfessional> {
  const row = await findVisibleProfessional(db, viewer, professionalId);
  return publicProfileOf(row, viewer, await viewerMayBook(db, viewer, row.profile));
}

/**
 * The public profile of a row already found visible to this viewer (the server-rendered page
 * reads the row once, by its public number: decision 0356).
 */
export function publicProfileOf(
  { user, profile }: { user: ProfessionalRow; profile: ProfessionalProfileRow },
  viewer: AuthUser | null,
  mayBook: boolean,
): PublicProfessional {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: imageUrl(user.profileImageId),
    createdAt: user.createdAt.toISOString(),
    // A visitor never gets the e-mail or phone, whatever the privacy settings (decision 0320).
    ...(viewer ? visibleContact(user, profile) : { email: null, phone: null }),
    bio: user.bio,
    professionalProfile: {
      professionalRegister: profile.professionalRegister,
      titleForm: titleFormOf(profile.titleForm),
      specialties: profile.specialties,
      serviceOptions: profile.serviceOptions,
      officeAddress: profile.officeAddress,
      officeComplement: profile.officeComplement,
      officeNeighborhood: profile.officeNeighborhood,
      officeCity: profile.officeCity,
      officeState: profile.officeState,
      homeServiceAreas: profile.homeServiceAreas,
      homeServiceCity: profile.homeServiceCity,
      homeServiceState: profile.homeServiceState,
      bio: profile.bio,
      priceRange: profile.priceRange,
      startingFrom: profile.startingFrom,
      isVerified: profile.isVerified,
      showContact: profile.showContact,
      shareEmail: profile.shareEmail,
      availableForNewPatients: profile.availableForNewPatients,
      reviewVisibility: profile.reviewVisibility,
      createdAt: profile.createdAt.toISOString(),
      ...shownRatingOf(profile, viewer?.id ?? null),
    },
    nextAvailableAt: localDateTime(profile.nextFreeAt, profile.timeZone),
    timeZone: profile.timeZone,
    publicNumber: profile.publicNumber,
    viewerMayBook: mayBook,
  };
}

/** "2026-11-27T14:00" on the professional's wall clock (the search's nextAvailableAt). */
function localDateTime(at: Date | null, timeZone: string): string | null {
  if (!at) return null;
  const local = nowInZone(timeZone, at);
  return `${local.date}T${local.time}`;
}

/**
 * Whether this viewer may request a session (issue 17, the booking's rule of decision 0083):
 * a client, and the professional accepts new patients or already approved one of theirs.
 */
export async function viewerMayBook(
  db: Db,
  viewer: AuthUser | null,
  profile: { userId: string; availableForNewPatients: boolean },
): Promise<boolean> {
  // A visitor who signs up is a new client: what they would get (decision 0320).
  if (!viewer) return profile.availableForNewPatients;
  if (viewer.role !== "client") return false;
  if (profile.availableForNewPatients) return true;
  const [known] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.professionalId, profile.userId),
        eq(appointments.clientId, viewer.id),
        inArray(appointments.status, ["approved", "confirmed"]),
      ),
    )
    .limit(1);
  return !!known;
}
