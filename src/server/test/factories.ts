import { randomBytes } from "node:crypto";
import { generateCpf } from "@brazilian-utils/brazilian-utils";
import type { Role, ServiceOption, Specialty } from "@domain/constants";
import { normalizePassword } from "@domain/password";
import { REGISTER_COUNCIL, registerColumns } from "@domain/professional-register";
import { defaultReviewVisibility } from "@domain/review-rules";
import { hash } from "@node-rs/argon2";
import type { Db } from "@server/db/client";
import { availability, images, professionalProfiles, users } from "@server/db/schema";
import { createUserAccount } from "@server/features/auth/create-account";
import { municipalityNamed } from "@server/features/geo/places";
import { refreshNextFree } from "@server/shared/next-free";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { asCaller, type Caller, sessionCookieOf } from "./app";
import { testNow } from "./clock";

export const TEST_PASSWORD = "senha-segura-123";
/**
 * Every factory user shares one real argon2id hash of TEST_PASSWORD, made with test-grade costs
 * (1 MiB, one pass): the suite signs in about a thousand times, and checking a hash made with
 * the product's costs (19 MiB, two passes; src/server/auth/password.ts) takes 40-80 ms of CPU
 * each time (decision 0371). Sign-in reads the costs from the stored hash, so the login path is
 * the product's own; accounts made through the API (sign-up, create-admin, the demo) get the
 * product's costs, which auth.test.ts pins.
 */
const TEST_HASH_COSTS = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
let testPasswordHash: Promise<string> | undefined;
async function testPassword() {
  testPasswordHash ??= hash(normalizePassword(TEST_PASSWORD), TEST_HASH_COSTS);
  return { hash: await testPasswordHash };
}
let counter = 0;
export const uniqueEmail = (prefix = "user") =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString("hex")}@teste.acolher`;

/** A valid CPF (check digits computed), unique enough for tests. */
export const makeCpf = (): string => generateCpf();

export async function makeUser(
  db: Db,
  role: Role | null,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const user = await createUserAccount(db, {
    email: overrides.email ?? uniqueEmail(role ?? "norole"),
    password: await testPassword(),
    firstName: overrides.firstName ?? "Teste",
    lastName: overrides.lastName ?? "Usuário",
    role: role ?? "client",
    acceptLegalAt: new Date("2026-01-01T12:00:00Z"),
  });
  const [updated] = await db
    .update(users)
    .set({ ...overrides, role })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}

export function makeClient(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  return makeUser(db, "client", { city: "São Paulo", address: "Pinheiros", ...overrides });
}

export function makeAdmin(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  return makeUser(db, "admin", overrides);
}

export interface ProfessionalOptions {
  specialty?: Specialty;
  serviceOptions?: ServiceOption[];
  officeNeighborhood?: string;
  homeServiceAreas?: string[];
  price?: string;
  verified?: boolean;
  /** Weekly windows; default Monday to Friday 09:00-18:00. */
  weekdays?: number[];
  /** A profile photo, which completeness needs; false for an incomplete profile. */
  photo?: boolean;
  user?: Partial<typeof users.$inferInsert>;
  profile?: Partial<typeof professionalProfiles.$inferInsert>;
}

/** A 1x1 JPEG is enough: completeness only needs the photo to exist. */
const TINY_JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==",
  "base64",
);

/**
 * The given register's columns as the app keeps them (a text the council's format cannot read
 * keeps no parts: flagged), or a random one of the specialty's council (issue 30).
 */
function registerOf(specialty: Specialty, given: string | null | undefined) {
  if (given === null) return {};
  if (given !== undefined)
    return { ...registerColumns(specialty, given), professionalRegister: given };
  const number = String(Math.floor(Math.random() * 900000 + 100000));
  return registerColumns(
    specialty,
    REGISTER_COUNCIL[specialty].example
      .replace("123456", number)
      .replace("12345", number.slice(0, 5)),
  );
}

/** A complete (photo included), verified professional with weekly availability, unless told otherwise. */
export async function makeProfessional(db: Db, options: ProfessionalOptions = {}) {
  const user = await makeUser(db, "professional", {
    firstName: "Profissional",
    lastName: "Teste",
    city: "São Paulo",
    ...options.user,
  });
  const serviceOptions = options.serviceOptions ?? ["online", "local_proprio", "domiciliar"];
  const homeCity =
    options.profile?.homeServiceCity !== undefined
      ? options.profile.homeServiceCity
      : serviceOptions.includes("domiciliar")
        ? "São Paulo"
        : null;
  await db.insert(professionalProfiles).values({
    userId: user.id,
    cpf: makeCpf(),
    ...registerOf(options.specialty ?? "Psicologia", options.profile?.professionalRegister),
    specialties: [options.specialty ?? "Psicologia"],
    serviceOptions,
    officeAddress: serviceOptions.includes("local_proprio") ? "Rua dos Pinheiros, 100" : null,
    officeNeighborhood: serviceOptions.includes("local_proprio")
      ? (options.officeNeighborhood ?? "Pinheiros")
      : null,
    officeCity: serviceOptions.includes("local_proprio") ? "São Paulo" : null,
    officeState: serviceOptions.includes("local_proprio") ? "SP" : null,
    homeServiceCity: serviceOptions.includes("domiciliar") ? "São Paulo" : null,
    // As the app saves it (decision 0335): the state of a name only one state has.
    homeServiceState: homeCity ? (municipalityNamed(homeCity)?.uf ?? null) : null,
    homeServiceAreas: serviceOptions.includes("domiciliar")
      ? (options.homeServiceAreas ?? ["Pinheiros", "Moema"])
      : [],
    priceRange: options.price ?? "150.00",
    isVerified: options.verified ?? true,
    // As the app's first save sets it (decision 0387): 'Somente a nota' for Psicologia.
    reviewVisibility: defaultReviewVisibility(options.specialty ?? "Psicologia"),
    ...options.profile,
  });
  const weekdays = options.weekdays ?? [1, 2, 3, 4, 5];
  if (weekdays.length) {
    await db.insert(availability).values(
      weekdays.map((dayOfWeek) => ({
        professionalId: user.id,
        dayOfWeek,
        startTime: "09:00",
        endTime: "18:00",
      })),
    );
  }
  // As the app keeps it after any agenda change (issue 17).
  await refreshNextFree(db, user.id, testNow());
  if (options.photo === false) return user;
  const [image] = await db
    .insert(images)
    .values({ ownerId: user.id, mimeType: "image/jpeg", bytes: TINY_JPEG })
    .returning();
  const [withPhoto] = await db
    .update(users)
    .set({ profileImageId: image!.id })
    .where(eq(users.id, user.id))
    .returning();
  return withPhoto!;
}

/** Signs a user in through the real login endpoint and returns a caller with its cookie. */
export async function signInAs(
  app: FastifyInstance,
  user: { id: string; email: string },
): Promise<Caller> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return asCaller(app, user.id, sessionCookieOf(response));
}

export {
  type AppointmentOptions,
  LAST_SECOND,
  makeAppointment,
  makeConfirmation,
  nextWeekday,
  SAO_PAULO,
  today,
} from "./appointment-factories";
