import type { CancellingParty } from "@domain/constants";
import type { RescheduleAnswer } from "@domain/contracts/reschedule";
import type { Db } from "@server/db/client";
import { rescheduleProposals } from "@server/db/schema";
import { notify } from "@server/notifications/notify";
import { invitationParams } from "@server/notifications/templates/session-invitation";
import { localWhenSql } from "@server/notifications/when-text";
import { eq } from "drizzle-orm";
import { fullName, loadSessions, PAGE } from "./session-notifications";

/**
 * Reschedule proposals told to the person they concern (issue 17, decision 0252), in the
 * transaction of the change and keyed `<kind>:<proposal id>`. A proposal is told to the other
 * side; an answer to the proposer. The moved session's invitation (same UID, a higher SEQUENCE,
 * METHOD:REQUEST) goes to the client, whose calendar holds the approval's invitation.
 */
async function loadProposal(tx: Db, proposalId: string) {
  const [proposal] = await tx
    .select({
      id: rescheduleProposals.id,
      appointmentId: rescheduleProposals.appointmentId,
      proposedBy: rescheduleProposals.proposedBy,
      newWhen: localWhenSql(rescheduleProposals.appointmentDate, rescheduleProposals.startTime),
    })
    .from(rescheduleProposals)
    .where(eq(rescheduleProposals.id, proposalId));
  const [session] = proposal ? await loadSessions(tx, [proposal.appointmentId]) : [];
  return proposal && session ? { proposal, session } : null;
}

type Loaded = NonNullable<Awaited<ReturnType<typeof loadProposal>>>;

/** The side's user id and first name in the session. */
function sideOf({ session }: Loaded, side: CancellingParty) {
  return side === "client"
    ? { id: session.clientId, person: session.client }
    : { id: session.professionalId, person: session.professional };
}

const asSide = (role: string): CancellingParty => (role === "client" ? "client" : "professional");
const otherSide = (side: string): CancellingParty =>
  side === "client" ? "professional" : "client";

/** A new proposal → the other side. */
export async function notifyRescheduleProposed(
  tx: Db,
  proposalId: string,
  instant: Date,
): Promise<void> {
  const loaded = await loadProposal(tx, proposalId);
  if (!loaded) return;
  const proposer = sideOf(loaded, asSide(loaded.proposal.proposedBy));
  const recipient = otherSide(loaded.proposal.proposedBy);
  await notify(tx, {
    kind: "reschedule_proposed",
    recipientId: sideOf(loaded, recipient).id,
    params: {
      otherName: proposer.person.firstName,
      when: loaded.session.when,
      newWhen: loaded.proposal.newWhen,
    },
    link: PAGE[recipient],
    idempotencyKey: `reschedule_proposed:${proposalId}`,
    instant,
    about: proposer.id,
  });
}

/**
 * An accepted or declined proposal → the proposer. Call after the move: the session then holds
 * its new time. When the client accepted, the client also gets the new invitation.
 */
export async function notifyRescheduleAnswered(
  tx: Db,
  proposalId: string,
  answer: Exclude<RescheduleAnswer, "withdrawn">,
  instant: Date,
): Promise<void> {
  const loaded = await loadProposal(tx, proposalId);
  if (!loaded) return;
  const { session, proposal } = loaded;
  const proposerSide = asSide(proposal.proposedBy);
  const answerer = sideOf(loaded, otherSide(proposerSide));
  const professionalName = fullName(session.professional);
  const invitation = () => ({
    ...invitationParams(session, professionalName, "request", instant),
    sequence: String(session.moves),
  });
  await notify(tx, {
    kind: answer === "accepted" ? "reschedule_accepted" : "reschedule_declined",
    recipientId: sideOf(loaded, proposerSide).id,
    params: {
      otherName: answerer.person.firstName,
      when: session.when,
      newWhen: proposal.newWhen,
      ...(answer === "accepted" && proposerSide === "client" ? invitation() : {}),
    },
    link: PAGE[proposerSide],
    idempotencyKey: `reschedule_${answer}:${proposalId}`,
    instant,
    about: answerer.id,
  });
  if (answer === "accepted" && proposerSide === "professional") {
    await notify(tx, {
      kind: "session_moved",
      recipientId: session.clientId,
      params: {
        otherName: session.professional.firstName,
        newWhen: proposal.newWhen,
        ...invitation(),
      },
      link: PAGE.client,
      idempotencyKey: `session_moved:${proposalId}`,
      instant,
      about: session.professionalId,
    });
  }
}
