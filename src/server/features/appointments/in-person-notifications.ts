import type { Db } from "@server/db/client";
import { notify } from "@server/notifications/notify";
import { loadSessions, PAGE } from "./notified-sessions";

const loadSession = async (tx: Db, appointmentId: string) =>
  (await loadSessions(tx, [appointmentId]))[0];

/** The client asked for in-person care → the professional (decision 0396); one per request. */
export async function notifyInPersonRequest(
  tx: Db,
  appointmentId: string,
  instant: Date,
): Promise<void> {
  const s = await loadSession(tx, appointmentId);
  if (!s) return;
  await notify(tx, {
    kind: "in_person_requested",
    recipientId: s.professionalId,
    params: { otherName: s.client.firstName, when: s.when },
    link: PAGE.professional,
    idempotencyKey: `in_person_requested:${s.id}:${instant.getTime()}`,
    instant,
    about: s.clientId,
  });
}

/** The professional's answer → the client, accepted or kept online. */
export async function notifyInPersonAnswer(
  tx: Db,
  appointmentId: string,
  accepted: boolean,
  instant: Date,
): Promise<void> {
  const s = await loadSession(tx, appointmentId);
  if (!s) return;
  const kind = accepted ? "in_person_accepted" : "in_person_declined";
  await notify(tx, {
    kind,
    recipientId: s.clientId,
    params: { otherName: s.professional.firstName, when: s.when },
    link: PAGE.client,
    idempotencyKey: `${kind}:${s.id}:${instant.getTime()}`,
    instant,
    about: s.professionalId,
  });
}
