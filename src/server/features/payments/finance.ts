import { DEFAULT_TIME_ZONE } from "@domain/constants";
import type { FinanceMonth, FinanceSession, PendingReceipt } from "@domain/contracts/payments";
import {
  issuesReceitaSaude,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  RECEITA_SAUDE_SPECIALTIES,
  receitaSaudeDeadline,
} from "@domain/payments";
import { nowInZone } from "@domain/time";
import type { Db } from "@server/db/client";
import { appointmentPayments, appointments, professionalProfiles, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { hhmmOf } from "@server/shared/agenda-reads";
import { toCsv } from "@server/shared/csv";
import { and, asc, between, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { shortDate } from "./receipt-text";

/**
 * Issue 33, items 3 and 4 (decision 0400): the professional's "Financeiro": a month's sessions
 * with what was received and what is still to receive, and the Receita Saúde receipts still to
 * issue. Only the professional reads it; CPFs appear here and in the exports, nowhere else.
 */

/** The sessions a month lists: approved or confirmed ones, and any whose payment was received. */
const LISTED = ["approved", "confirmed"] as const;

/** The last day of "AAAA-MM". */
function monthRange(month: string): [string, string] {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, "0")}`];
}

/** Reais as whole cents, so sums are exact. */
const cents = (amount: string | null) => (amount === null ? 0 : Math.round(Number(amount) * 100));
const reais = (total: number) => (total / 100).toFixed(2);

/** The professional's specialties and whether any of them issues Receita Saúde. */
async function professionOf(db: Db, professional: AuthUser) {
  const [profile] = await db
    .select({
      specialties: professionalProfiles.specialties,
      timeZone: professionalProfiles.timeZone,
    })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, professional.id));
  const specialties = profile?.specialties ?? [];
  const obliged = specialties.find((s) =>
    (RECEITA_SAUDE_SPECIALTIES as readonly string[]).includes(s),
  );
  const timeZone = profile?.timeZone ?? DEFAULT_TIME_ZONE;
  return {
    obliged: issuesReceitaSaude(specialties),
    service: obliged ?? specialties[0] ?? null,
    /** An instant as the day it was in the professional's zone, "27/11/2026". */
    dayOf: (iso: string | null) => (iso ? shortDate(nowInZone(timeZone, new Date(iso)).date) : ""),
  };
}

const description = (service: string | null, sessionDate: string) =>
  `${service ? `Sessão de ${service}` : "Sessão"} em ${shortDate(sessionDate)}`;

/** The month's sessions of the caller, oldest first. */
export async function monthSessions(
  db: Db,
  professional: AuthUser,
  month: string,
): Promise<FinanceSession[]> {
  const [first, last] = monthRange(month);
  const rows = await db
    .select({
      appointmentId: appointments.id,
      appointmentDate: appointments.appointmentDate,
      startTime: appointments.startTime,
      status: appointments.status,
      firstName: users.firstName,
      lastName: users.lastName,
      price: sql<
        string | null
      >`coalesce(${appointments.acceptedPolicy}->>'price', ${professionalProfiles.priceRange}::text)`,
      clientPaidAt: appointmentPayments.clientPaidAt,
      receivedOn: appointmentPayments.receivedOn,
      receivedAmount: appointmentPayments.receivedAmount,
      receivedMethod: appointmentPayments.receivedMethod,
      receiptIssuedAt: appointmentPayments.receiptIssuedAt,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.clientId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, appointments.professionalId))
    .leftJoin(appointmentPayments, eq(appointmentPayments.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.professionalId, professional.id),
        between(appointments.appointmentDate, first, last),
        or(inArray(appointments.status, [...LISTED]), isNotNull(appointmentPayments.receivedOn)),
      ),
    )
    .orderBy(asc(appointments.appointmentDate), asc(appointments.startTime), asc(appointments.id));
  return rows.map((r) => ({
    appointmentId: r.appointmentId,
    appointmentDate: r.appointmentDate,
    startTime: hhmmOf(r.startTime),
    status: r.status,
    clientName: `${r.firstName} ${r.lastName}`.trim(),
    price: r.price === null ? null : Number(r.price).toFixed(2),
    clientPaidAt: r.clientPaidAt?.toISOString() ?? null,
    receivedOn: r.receivedOn,
    receivedAmount: r.receivedAmount,
    receivedMethod: r.receivedMethod,
    receiptIssuedAt: r.receiptIssuedAt?.toISOString() ?? null,
  }));
}

/** Received payments of the caller's sessions, with what Receita Saúde asks for. */
async function receivedPayments(
  db: Db,
  professional: AuthUser,
  service: string | null,
  which: { pendingOnly: true } | { year: string },
): Promise<Array<PendingReceipt & { receiptIssuedAt: string | null }>> {
  const rows = await db
    .select({
      appointmentId: appointments.id,
      sessionDate: appointments.appointmentDate,
      receivedOn: appointmentPayments.receivedOn,
      amount: appointmentPayments.receivedAmount,
      firstName: users.firstName,
      lastName: users.lastName,
      payerCpf: appointmentPayments.payerCpf,
      beneficiaryName: appointmentPayments.beneficiaryName,
      beneficiaryCpf: appointmentPayments.beneficiaryCpf,
      receiptIssuedAt: appointmentPayments.receiptIssuedAt,
    })
    .from(appointmentPayments)
    .innerJoin(appointments, eq(appointments.id, appointmentPayments.appointmentId))
    .innerJoin(users, eq(users.id, appointments.clientId))
    .where(
      and(
        eq(appointments.professionalId, professional.id),
        isNotNull(appointmentPayments.receivedOn),
        "pendingOnly" in which
          ? isNull(appointmentPayments.receiptIssuedAt)
          : between(appointmentPayments.receivedOn, `${which.year}-01-01`, `${which.year}-12-31`),
      ),
    )
    .orderBy(
      asc(appointmentPayments.receivedOn),
      asc(appointments.appointmentDate),
      asc(appointments.id),
    );
  return rows.map((r) => ({
    appointmentId: r.appointmentId,
    sessionDate: r.sessionDate,
    receivedOn: r.receivedOn!,
    amount: r.amount!,
    payerName: `${r.firstName} ${r.lastName}`.trim(),
    payerCpf: r.payerCpf,
    beneficiaryName: r.beneficiaryName,
    beneficiaryCpf: r.beneficiaryCpf,
    description: description(service, r.sessionDate),
    deadline: receitaSaudeDeadline(r.receivedOn!),
    receiptIssuedAt: r.receiptIssuedAt?.toISOString() ?? null,
  }));
}

/** GET /api/financeiro?month=AAAA-MM */
export async function financeMonth(
  db: Db,
  professional: AuthUser,
  month: string,
): Promise<FinanceMonth> {
  const { obliged, service } = await professionOf(db, professional);
  const sessions = await monthSessions(db, professional, month);
  let received = 0;
  let pending = 0;
  for (const s of sessions) {
    if (s.receivedAmount !== null) received += cents(s.receivedAmount);
    else if ((LISTED as readonly string[]).includes(s.status)) pending += cents(s.price);
  }
  const pendingReceipts = obliged
    ? (await receivedPayments(db, professional, service, { pendingOnly: true })).map(
        ({ receiptIssuedAt: _issued, ...receipt }) => receipt,
      )
    : [];
  return {
    month,
    receitaSaude: obliged,
    totals: {
      received: reais(received),
      pending: reais(pending),
      total: reais(received + pending),
    },
    sessions,
    pendingReceipts,
  };
}

/** "180.00" → "180,00" (the decimal comma a Brazilian spreadsheet reads). */
const decimalComma = (amount: string | null) => (amount === null ? "" : amount.replace(".", ","));

const STATUS_TEXT: Record<string, string> = {
  approved: "Aprovado",
  confirmed: "Realizado",
  cancelled: "Cancelado",
  rejected: "Recusado",
  auto_rejected: "Não respondido",
  no_show: "Não compareceu",
  pending: "Pendente",
};

/** GET /api/financeiro/sessoes.csv?month=AAAA-MM: the month as "Financeiro" lists it. */
export async function monthCsv(db: Db, professional: AuthUser, month: string): Promise<string> {
  const { dayOf } = await professionOf(db, professional);
  const sessions = await monthSessions(db, professional, month);
  return toCsv([
    [
      "Data",
      "Horário",
      "Cliente",
      "Situação",
      "Valor",
      "Cliente informou pagamento em",
      "Recebido em",
      "Valor recebido",
      "Forma",
      "Recibo Receita Saúde emitido em",
    ],
    ...sessions.map((s) => [
      shortDate(s.appointmentDate),
      s.startTime,
      s.clientName,
      STATUS_TEXT[s.status] ?? s.status,
      decimalComma(s.price),
      dayOf(s.clientPaidAt),
      s.receivedOn ? shortDate(s.receivedOn) : "",
      decimalComma(s.receivedAmount),
      s.receivedMethod ? PAYMENT_METHOD_LABELS[s.receivedMethod] : "",
      dayOf(s.receiptIssuedAt),
    ]),
  ]);
}

/**
 * GET /api/financeiro/receita-saude.csv?year=AAAA: the year's received payments with what the
 * Receita Saúde app and the Carnê-Leão ask for (decision 0400 documents the columns and why
 * this is a plain CSV and not the Carnê-Leão's import layout). Only for the professions that
 * issue Receita Saúde (409 for the others).
 */
export async function receitaSaudeCsv(
  db: Db,
  professional: AuthUser,
  year: string,
): Promise<string> {
  const { obliged, service, dayOf } = await professionOf(db, professional);
  if (!obliged) throw new AppError("conflict", PAYMENT_MESSAGES.noReceiptNeeded);
  const payments = await receivedPayments(db, professional, service, { year });
  return toCsv([
    [
      "Data do pagamento",
      "Valor",
      "Nome do pagador",
      "CPF do pagador",
      "Nome do beneficiário",
      "CPF do beneficiário",
      "Descrição",
      "Prazo do recibo",
      "Recibo emitido em",
    ],
    ...payments.map((p) => [
      shortDate(p.receivedOn),
      decimalComma(p.amount),
      p.payerName,
      p.payerCpf ?? "",
      p.beneficiaryName ?? "",
      p.beneficiaryCpf ?? "",
      p.description,
      shortDate(p.deadline),
      dayOf(p.receiptIssuedAt),
    ]),
  ]);
}
