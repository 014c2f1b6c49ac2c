import type { CancellingParty } from "@domain/constants";
import type { RescheduleAnswer } from "@domain/contracts/reschedule";
import type { Db } from "@server/db/client";
import { rescheduleProposals } from "@server/db/schema";
import { notify } from "@server/notifications/notify";
import { invitationParams } from "@server/notifications/templates/session-invitation";
import { localWhenSql } from "@server/notifications/when-text";
import { eq } from "drizzle-orm";
import { fullName, loadSessions, PAGE } from "./notified-sessions";

/**
 * Reschedule proposals told to the person they concern (issue 17, decision 0252), in the
 * transaction of the change and keyed `<kind>:<proposal id>`. A proposal is told to the other
 * side; an answer to the proposer. The moved session's invitation (same UID, a higher SEQUENCE,
 * METHOD:REQUEST) goes to both sides, whose calendars hold the approval's invitations (decision
 * 0374): the proposer's with the answer, the one who accepted in 'Sua sessão foi remarcada'.
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
 * its new time. Accepted, both sides get the new invitation, each naming the other person.
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
  const answererSide = otherSide(proposerSide);
  const proposer = sideOf(loaded, proposerSide);
  const answerer = sideOf(loaded, answererSide);
  /** The reader's file names the other person, as the calendar feed does. */
  const invitation = (other: typeof proposer) => ({
    ...invitationParams(session, fullName(other.person), "request", instant),
    sequence: String(session.moves),
  });
  await notify(tx, {
    kind: answer === "accepted" ? "reschedule_accepted" : "reschedule_declined",
    recipientId: proposer.id,
    params: {
      otherName: answerer.person.firstName,
      when: session.when,
      newWhen: proposal.newWhen,
      ...(answer === "accepted" ? invitation(answerer) : {}),
    },
    link: PAGE[proposerSide],
    idempotencyKey: `reschedule_${answer}:${proposalId}`,
    instant,
    about: answerer.id,
  });
  if (answer === "accepted") {
    await notify(tx, {
      kind: "session_moved",
      recipientId: answerer.id,
      params: {
        otherName: proposer.person.firstName,
        newWhen: proposal.newWhen,
        ...invitation(proposer),
      },
      link: PAGE[answererSide],
      idempotencyKey: `session_moved:${proposalId}`,
      instant,
      about: proposer.id,
    });
  }
}
