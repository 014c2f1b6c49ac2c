import { DEFAULT_SERVICE_DURATION } from "@domain/constants";
import type { OnlineSettings, OnlineSettingsRequest } from "@domain/contracts/rooms";
import type { Db } from "@server/db/client";
import { agendaSettings } from "@server/db/schema";
import type { AuthUser } from "@server/http/route";
import { eq } from "drizzle-orm";

/**
 * GET /api/agenda/online (issue 32, items 3 and 4; decision 0396): the caller's own video room
 * and what they add to the council's consent term; both null when never set.
 */
export async function readOnlineSettings(db: Db, professional: AuthUser): Promise<OnlineSettings> {
  const [row] = await db
    .select({
      videoLink: agendaSettings.videoLink,
      telehealthConsentExtra: agendaSettings.telehealthConsentExtra,
    })
    .from(agendaSettings)
    .where(eq(agendaSettings.professionalId, professional.id));
  return row ?? { videoLink: null, telehealthConsentExtra: null };
}

/**
 * PUT /api/agenda/online: replaces both settings (null clears one), creating the agenda's
 * settings row when the professional has none yet, as the other settings writes do. The link was
 * checked by the contract (https only, no credentials, no spaces); the database's check keeps
 * anything but https out too. A changed addition is a new consent version (telehealthConsentVersion):
 * clients are asked to accept again before their next online session.
 */
export async function updateOnlineSettings(
  db: Db,
  professional: AuthUser,
  input: OnlineSettingsRequest,
): Promise<OnlineSettings> {
  const changes = {
    videoLink: input.videoLink ?? null,
    telehealthConsentExtra: input.telehealthConsentExtra ?? null,
  };
  await db
    .insert(agendaSettings)
    .values({
      professionalId: professional.id,
      serviceDuration: DEFAULT_SERVICE_DURATION,
      ...changes,
    })
    .onConflictDoUpdate({ target: agendaSettings.professionalId, set: changes });
  return readOnlineSettings(db, professional);
}
