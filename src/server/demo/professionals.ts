import type { ServiceDuration, Specialty } from "@domain/constants";
import type { AvailabilityWindow } from "@domain/slots";
import { foldName } from "@domain/text";
import { DEMO_ACCOUNTS } from "./accounts";
import { MODES, type ProfileValues, professionalProfile } from "./profile-values";
import type { Random } from "./random";
import { ROSTER, rosterTitleForm, type Tag } from "./roster";
import { serviceDuration, WEEKLY_PATTERNS, weeklyAvailability } from "./schedule";
import { bioFor } from "./texts";

export interface DemoProfessional {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  createdAt: Date;
  profile: ProfileValues;
  specialty: Specialty;
  availability: AvailabilityWindow[];
  duration: ServiceDuration;
  tag?: Tag | "demo";
  /** The mean of the ratings this professional's clients give. */
  quality: number;
}

export const demoEmail = (firstName: string, lastName: string) =>
  `${foldName(firstName.split(" ")[0]!)}.${foldName(lastName.split(" ")[0]!)}@acolher.demo`;

export const demoPhone = (random: Random) => `119${random.int(10_000_000, 99_999_999)}`;

const daysAgo = (now: Date, days: number, random: Random) =>
  new Date(now.getTime() - days * 86_400_000 - random.int(0, 36_000) * 1000);

function joinedDaysAgo(tag: Tag | undefined, random: Random): number {
  if (tag === "new") return random.int(3, 25);
  if (tag === "pending") return random.int(1, 2);
  if (tag === "quiet") return random.int(120, 300);
  return random.int(60, 520);
}

/** The roster turned into complete profiles, deterministic for a given generator. */
export function buildProfessionals(random: Random, now: Date): DemoProfessional[] {
  const perSpecialty = new Map<Specialty, number>();
  const professionals = ROSTER.map((person) => {
    const index = perSpecialty.get(person.specialty) ?? 0;
    perSpecialty.set(person.specialty, index + 1);
    const modes = MODES[person.specialty][index % 4]!;
    const profile = professionalProfile(person.specialty, person.neighborhood, modes, random);
    const createdAt = daysAgo(now, joinedDaysAgo(person.tag, random), random);
    return {
      email: demoEmail(person.firstName, person.lastName),
      firstName: person.firstName,
      lastName: person.lastName,
      phone: demoPhone(random),
      createdAt,
      profile: {
        ...profile,
        bio: bioFor(person.specialty, index),
        titleForm: rosterTitleForm(person),
        isVerified: person.tag !== "pending",
        createdAt,
      },
      specialty: person.specialty,
      availability: weeklyAvailability(person.specialty, index),
      duration: serviceDuration(person.specialty, index),
      tag: person.tag,
      quality: 3.4 + random.next() * 1.5,
    };
  });
  return [demoProfessional(random, now), ...professionals];
}

/** Rafael, the demo professional: complete, verified, busy. */
function demoProfessional(random: Random, now: Date): DemoProfessional {
  const account = DEMO_ACCOUNTS.professional;
  const createdAt = daysAgo(now, 240, random);
  const profile = professionalProfile(
    "Psicologia",
    "Vila Mariana",
    ["online", "local_proprio", "domiciliar"],
    random,
  );
  return {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    phone: "11987654321",
    createdAt,
    profile: {
      ...profile,
      homeServiceAreas: ["Vila Mariana", "Moema", "Saúde", "Pinheiros"],
      priceRange: "180.00",
      startingFrom: false,
      showContact: true,
      shareEmail: true,
      availableForNewPatients: true,
      titleForm: "masculine",
      bio: "Psicoterapia para adultos com abordagem cognitivo-comportamental. Tenho foco em ansiedade, estresse no trabalho e relacionamentos. Atendo online, no consultório na Vila Mariana ou em casa, na zona sul e em Pinheiros.",
      isVerified: true,
      createdAt,
    },
    specialty: "Psicologia",
    availability: [
      ...WEEKLY_PATTERNS[0]!,
      { dayOfWeek: 6, startTime: "09:00", endTime: "13:00", isActive: true },
    ],
    duration: 60,
    tag: "demo",
    quality: 4.7,
  };
}
