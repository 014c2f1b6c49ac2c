import { DEFAULT_TIME_ZONE } from "@domain/constants";
import type {
  clientPaidRequestSchema,
  PaymentStatus,
  receivedRequestSchema,
} from "@domain/contracts/payments";
import { issuesReceitaSaude, PAYMENT_MESSAGES } from "@domain/payments";
import { addDays, nowInZone } from "@domain/time";
import type { Db } from "@server/db/client";
import {
  agendaSettings,
  appointmentPayments,
  appointments,
  professionalProfiles,
} from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { notifyReceiptAvailable } from "./receipt-notification";

/**
 * Issue 33, item 3 (decision 0400): what each side says about a session's payment. Each mark is
 * one UPDATE (or INSERT … ON CONFLICT) whose WHERE is the state it changes from, so of two
 * simultaneous clicks one wins and the other gets a 409 with the reason; nobody but the client
 * marks "Já paguei" and nobody but the professional marks "Pagamento recebido" or "Recibo
 * emitido" (another's session is a 404, as an unknown one).
 */

/** Sessions whose payment may be marked: approved or confirmed ones. */
const PAYABLE = new Set(["approved", "confirmed"]);

interface Session {
  status: string;
  appointmentDate: string;
  professionalId: string;
  specialties: string[];
  timeZone: string;
  receivedOn: string | null;
}

/** The caller's session (as its client or its professional), or a 404. */
async function sessionOf(db: Db, mine: SQL | undefined): Promise<Session> {
  const [row] = await db
    .select({
      status: appointments.status,
      appointmentDate: appointments.appointmentDate,
      professionalId: appointments.professionalId,
      specialties: professionalProfiles.specialties,
      timeZone: professionalProfiles.timeZone,
      receivedOn: appointmentPayments.receivedOn,
    })
    .from(appointments)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, appointments.professionalId))
    .leftJoin(appointmentPayments, eq(appointmentPayments.appointmentId, appointments.id))
    .where(mine);
  if (!row) throw new AppError("not_found", PAYMENT_MESSAGES.notFound);
  return {
    ...row,
    specialties: row.specialties ?? [],
    timeZone: row.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

const asClient = (caller: AuthUser, id: string) =>
  and(eq(appointments.id, id), eq(appointments.clientId, caller.id));
const asProfessional = (caller: AuthUser, id: string) =>
  and(eq(appointments.id, id), eq(appointments.professionalId, caller.id));

/** The session's payment as both sides read it (the appointment's `payment`; never a CPF). */
export async function paymentStatusOf(db: Db, appointmentId: string): Promise<PaymentStatus> {
  const [row] = await db
    .select({
      pixKey: agendaSettings.pixKey,
      specialties: professionalProfiles.specialties,
      clientPaidAt: appointmentPayments.clientPaidAt,
      payerIdentified: sql<boolean>`${appointmentPayments.payerCpf} IS NOT NULL`,
      receivedOn: appointmentPayments.receivedOn,
      receivedAmount: appointmentPayments.receivedAmount,
      receivedMethod: appointmentPayments.receivedMethod,
      receiptIssuedAt: appointmentPayments.receiptIssuedAt,
    })
    .from(appointments)
    .leftJoin(agendaSettings, eq(agendaSettings.professionalId, appointments.professionalId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, appointments.professionalId))
    .leftJoin(appointmentPayments, eq(appointmentPayments.appointmentId, appointments.id))
    .where(eq(appointments.id, appointmentId));
  return {
    pixAvailable: !!row?.pixKey,
    receitaSaude: issuesReceitaSaude(row?.specialties ?? []),
    payerIdentified: row?.payerIdentified === true,
    clientPaidAt: row?.clientPaidAt?.toISOString() ?? null,
    receivedOn: row?.receivedOn ?? null,
    receivedAmount: row?.receivedAmount ?? null,
    receivedMethod: row?.receivedMethod ?? null,
    receiptIssuedAt: row?.receiptIssuedAt?.toISOString() ?? null,
  };
}

/**
 * POST /api/appointments/{id}/payment/paid: the client's "Já paguei" of an approved or confirmed
 * session, or of one already received (to give the CPF the receipt needs). For a profession that
 * issues Receita Saúde the payer's CPF is required (legal obligation, IN RFB 2.240/2024) and a
 * beneficiary may be named; for the others no CPF is kept, even if sent. Once the receipt is
 * marked issued, what it was issued with no longer changes (409).
 */
export async function markClientPaid(
  db: Db,
  client: AuthUser,
  id: string,
  body: z.output<typeof clientPaidRequestSchema>,
  instant: Date,
): Promise<PaymentStatus> {
  const session = await sessionOf(db, asClient(client, id));
  if (!PAYABLE.has(session.status) && !session.receivedOn) {
    throw new AppError("conflict", PAYMENT_MESSAGES.notPayable);
  }
  const obliged = issuesReceitaSaude(session.specialties);
  if (obliged && !body.payerCpf) {
    throw new AppError("bad_request", PAYMENT_MESSAGES.cpfRequired, {
      payerCpf: [PAYMENT_MESSAGES.cpfRequired],
    });
  }
  const cpfs = obliged
    ? {
        payerCpf: body.payerCpf ?? null,
        beneficiaryName: body.beneficiary?.name ?? null,
        beneficiaryCpf: body.beneficiary?.cpf ?? null,
      }
    : { payerCpf: null, beneficiaryName: null, beneficiaryCpf: null };
  const [marked] = await db
    .insert(appointmentPayments)
    .values({ appointmentId: id, clientPaidAt: instant, ...cpfs, updatedAt: instant })
    .onConflictDoUpdate({
      target: appointmentPayments.appointmentId,
      set: {
        clientPaidAt: sql`coalesce(${appointmentPayments.clientPaidAt}, excluded.client_paid_at)`,
        ...cpfs,
        updatedAt: instant,
      },
      setWhere: isNull(appointmentPayments.receiptIssuedAt),
    })
    .returning({ id: appointmentPayments.appointmentId });
  if (!marked) throw new AppError("conflict", PAYMENT_MESSAGES.receiptIssued);
  return paymentStatusOf(db, id);
}

/**
 * DELETE /api/appointments/{id}/payment/paid: the client takes "Já paguei" back, and with it the
 * CPFs given for the receipt; not once the professional marked the payment received (409).
 */
export async function undoClientPaid(
  db: Db,
  client: AuthUser,
  id: string,
  instant: Date,
): Promise<PaymentStatus> {
  const session = await sessionOf(db, asClient(client, id));
  const [undone] = await db
    .update(appointmentPayments)
    .set({
      clientPaidAt: null,
      payerCpf: null,
      beneficiaryName: null,
      beneficiaryCpf: null,
      updatedAt: instant,
    })
    .where(
      and(
        eq(appointmentPayments.appointmentId, id),
        isNotNull(appointmentPayments.clientPaidAt),
        isNull(appointmentPayments.receivedOn),
      ),
    )
    .returning({ id: appointmentPayments.appointmentId });
  if (!undone) {
    const after = await sessionOf(db, asClient(client, id));
    throw new AppError(
      "conflict",
      (after.receivedOn ?? session.receivedOn)
        ? PAYMENT_MESSAGES.alreadyReceived
        : PAYMENT_MESSAGES.notPaid,
    );
  }
  return paymentStatusOf(db, id);
}

/**
 * POST /api/appointments/{id}/payment/received: the professional's "Pagamento recebido" of an
 * approved or confirmed session: the day (not after today in their zone, not more than a year
 * before the session), the amount and the method. Once: a second mark is 409 until undone. The
 * client is told, in the same transaction, that the receipt can be downloaded.
 */
export async function markReceived(
  db: Db,
  professional: AuthUser,
  id: string,
  body: z.output<typeof receivedRequestSchema>,
  instant: Date,
): Promise<PaymentStatus> {
  const session = await sessionOf(db, asProfessional(professional, id));
  if (!PAYABLE.has(session.status)) throw new AppError("conflict", PAYMENT_MESSAGES.notPayable);
  const today = nowInZone(session.timeZone, instant).date;
  if (body.receivedOn > today) {
    throw new AppError("bad_request", PAYMENT_MESSAGES.receivedInFuture, {
      receivedOn: [PAYMENT_MESSAGES.receivedInFuture],
    });
  }
  if (body.receivedOn < addDays(session.appointmentDate, -366)) {
    throw new AppError("bad_request", PAYMENT_MESSAGES.receivedTooEarly, {
      receivedOn: [PAYMENT_MESSAGES.receivedTooEarly],
    });
  }
  const received = {
    receivedOn: body.receivedOn,
    receivedAmount: body.amount,
    receivedMethod: body.method,
    receivedMarkedAt: instant,
    updatedAt: instant,
  };
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .insert(appointmentPayments)
      .values({ appointmentId: id, ...received })
      .onConflictDoUpdate({
        target: appointmentPayments.appointmentId,
        set: received,
        setWhere: isNull(appointmentPayments.receivedOn),
      })
      .returning({ id: appointmentPayments.appointmentId });
    if (!marked) throw new AppError("conflict", PAYMENT_MESSAGES.alreadyReceived);
    await notifyReceiptAvailable(tx, { id }, instant);
  });
  return paymentStatusOf(db, id);
}

/**
 * DELETE /api/appointments/{id}/payment/received: the professional undoes "Pagamento recebido"
 * (a wrong amount or day: mark again). Not while its Receita Saúde receipt is marked issued:
 * that is undone first, so the record of an issued receipt is never lost by accident.
 */
export async function undoReceived(
  db: Db,
  professional: AuthUser,
  id: string,
  instant: Date,
): Promise<PaymentStatus> {
  await sessionOf(db, asProfessional(professional, id));
  const [undone] = await db
    .update(appointmentPayments)
    .set({
      receivedOn: null,
      receivedAmount: null,
      receivedMethod: null,
      receivedMarkedAt: null,
      updatedAt: instant,
    })
    .where(
      and(
        eq(appointmentPayments.appointmentId, id),
        isNotNull(appointmentPayments.receivedOn),
        isNull(appointmentPayments.receiptIssuedAt),
      ),
    )
    .returning({ id: appointmentPayments.appointmentId });
  if (!undone) {
    const status = await paymentStatusOf(db, id);
    throw new AppError(
      "conflict",
      status.receiptIssuedAt
        ? PAYMENT_MESSAGES.receiptIssuedUndoFirst
        : PAYMENT_MESSAGES.notReceived,
    );
  }
  return paymentStatusOf(db, id);
}

/**
 * POST /api/appointments/{id}/payment/receipt-issued: the professional marks the Receita Saúde
 * receipt of a received payment issued (in the Receita Federal's app; Acolher does not issue
 * it). Only for the professions that issue it; once (409 until undone).
 */
export async function markReceiptIssued(
  db: Db,
  professional: AuthUser,
  id: string,
  issued: boolean,
  instant: Date,
): Promise<PaymentStatus> {
  const session = await sessionOf(db, asProfessional(professional, id));
  if (!issuesReceitaSaude(session.specialties)) {
    throw new AppError("conflict", PAYMENT_MESSAGES.noReceiptNeeded);
  }
  const [changed] = await db
    .update(appointmentPayments)
    .set({ receiptIssuedAt: issued ? instant : null, updatedAt: instant })
    .where(
      and(
        eq(appointmentPayments.appointmentId, id),
        isNotNull(appointmentPayments.receivedOn),
        issued
          ? isNull(appointmentPayments.receiptIssuedAt)
          : isNotNull(appointmentPayments.receiptIssuedAt),
      ),
    )
    .returning({ id: appointmentPayments.appointmentId });
  if (!changed) {
    const status = await paymentStatusOf(db, id);
    if (!status.receivedOn) throw new AppError("conflict", PAYMENT_MESSAGES.notReceived);
    throw new AppError(
      "conflict",
      issued ? PAYMENT_MESSAGES.receiptIssued : PAYMENT_MESSAGES.receiptNotIssued,
    );
  }
  return paymentStatusOf(db, id);
}
