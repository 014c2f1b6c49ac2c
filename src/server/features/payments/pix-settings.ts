import { DEFAULT_SERVICE_DURATION } from "@domain/constants";
import type { PixSettings, PixSettingsRequest } from "@domain/contracts/pix";
import type { Db } from "@server/db/client";
import { agendaSettings } from "@server/db/schema";
import type { AuthUser } from "@server/http/route";
import { eq } from "drizzle-orm";

/** GET /api/agenda/pix (issue 33, item 1; decision 0399): the caller's Pix key, or null. */
export async function readPixSettings(db: Db, professional: AuthUser): Promise<PixSettings | null> {
  const [row] = await db
    .select({
      keyType: agendaSettings.pixKeyType,
      key: agendaSettings.pixKey,
      name: agendaSettings.pixName,
      city: agendaSettings.pixCity,
    })
    .from(agendaSettings)
    .where(eq(agendaSettings.professionalId, professional.id));
  if (!row?.keyType || !row.key || !row.name || !row.city) return null;
  return { keyType: row.keyType, key: row.key, name: row.name, city: row.city };
}

/**
 * PUT /api/agenda/pix: replaces the key, its name and city (the contract checked the key by its
 * type, made it canonical and folded the texts), or removes all four with null. The settings row
 * is created when missing, as the other settings writes do; the database keeps the four together.
 */
export async function updatePixSettings(
  db: Db,
  professional: AuthUser,
  input: PixSettingsRequest,
): Promise<PixSettings | null> {
  const changes = {
    pixKeyType: input?.keyType ?? null,
    pixKey: input?.key ?? null,
    pixName: input?.name ?? null,
    pixCity: input?.city ?? null,
  };
  await db
    .insert(agendaSettings)
    .values({
      professionalId: professional.id,
      serviceDuration: DEFAULT_SERVICE_DURATION,
      ...changes,
    })
    .onConflictDoUpdate({ target: agendaSettings.professionalId, set: changes });
  return readPixSettings(db, professional);
}
