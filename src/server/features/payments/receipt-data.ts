import { DEFAULT_TIME_ZONE } from "@domain/constants";
import type { PaymentMethod } from "@domain/payments";
import { PAYMENT_MESSAGES } from "@domain/payments";
import { specialtyTitle, type TitleForm } from "@domain/text";
import { nowInZone } from "@domain/time";
import type { Db } from "@server/db/client";
import { appointmentPayments, appointments, professionalProfiles, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

/** What a reimbursement receipt says (issue 33, item 5; decision 0401), read for its client. */
export interface ReceiptData {
  professional: {
    name: string;
    /** "Psicóloga", "Profissional de Psicologia"; null for no known specialty. */
    title: string | null;
    /** As the public pages show it ("CRP 06/123456"). */
    register: string | null;
    cpf: string | null;
  };
  client: { name: string; cpf: string | null };
  /** Who was attended, when the client named someone else (Receita Saúde's beneficiary). */
  beneficiary: { name: string; cpf: string | null } | null;
  /** The main specialty: the service is "Sessão de <specialty>". */
  specialty: string | null;
  sessionDate: string;
  receivedOn: string;
  /** "180.00", as the database keeps it. */
  amount: string;
  method: PaymentMethod;
  /** The professional's office city, else their own ("São Paulo - SP"); null for none. */
  place: string | null;
  /** Today in the professional's zone. */
  issuedOn: string;
}

const client = alias(users, "receipt_client");
const professional = alias(users, "receipt_professional");

const placeOf = (city: string | null, state: string | null) =>
  city ? (state ? `${city} - ${state}` : city) : null;

const fullName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

/**
 * The receipt of one of the client's sessions. Someone else's session is a 404, as an unknown
 * one; a payment the professional has not marked received (or has undone) is a 409.
 */
export async function loadReceipt(
  db: Db,
  caller: AuthUser,
  appointmentId: string,
  instant: Date,
): Promise<ReceiptData> {
  const [row] = await db
    .select({
      clientId: appointments.clientId,
      sessionDate: appointments.appointmentDate,
      payment: appointmentPayments,
      client: { firstName: client.firstName, lastName: client.lastName },
      professional: {
        firstName: professional.firstName,
        lastName: professional.lastName,
        city: professional.city,
        state: professional.state,
      },
      profile: {
        cpf: professionalProfiles.cpf,
        register: professionalProfiles.professionalRegister,
        specialties: professionalProfiles.specialties,
        titleForm: professionalProfiles.titleForm,
        officeCity: professionalProfiles.officeCity,
        officeState: professionalProfiles.officeState,
        timeZone: professionalProfiles.timeZone,
      },
    })
    .from(appointments)
    .innerJoin(client, eq(client.id, appointments.clientId))
    .innerJoin(professional, eq(professional.id, appointments.professionalId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, appointments.professionalId))
    .leftJoin(appointmentPayments, eq(appointmentPayments.appointmentId, appointments.id))
    .where(eq(appointments.id, appointmentId));
  if (!row || row.clientId !== caller.id)
    throw new AppError("not_found", PAYMENT_MESSAGES.notFound);
  const p = row.payment;
  if (!p?.receivedOn || !p.receivedAmount || !p.receivedMethod)
    throw new AppError("conflict", PAYMENT_MESSAGES.notReceived);

  const profile = row.profile;
  const specialty = profile?.specialties[0] ?? null;
  return {
    professional: {
      name: fullName(row.professional),
      title: specialtyTitle(specialty ?? undefined, profile?.titleForm as TitleForm | null),
      register: profile?.register ?? null,
      cpf: profile?.cpf ?? null,
    },
    client: { name: fullName(row.client), cpf: p.payerCpf },
    beneficiary: p.beneficiaryName ? { name: p.beneficiaryName, cpf: p.beneficiaryCpf } : null,
    specialty,
    sessionDate: row.sessionDate,
    receivedOn: p.receivedOn,
    amount: p.receivedAmount,
    method: p.receivedMethod,
    place:
      placeOf(profile?.officeCity ?? null, profile?.officeState ?? null) ??
      placeOf(row.professional.city, row.professional.state),
    issuedOn: nowInZone(profile?.timeZone ?? DEFAULT_TIME_ZONE, instant).date,
  };
}
