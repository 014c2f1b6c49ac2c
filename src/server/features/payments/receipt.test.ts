import type { PaymentMethod } from "@domain/payments";
import { PAYMENT_MESSAGES } from "@domain/payments";
import { appointmentPayments } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import {
  makeAppointment,
  makeClient,
  makeCpf,
  makeProfessional,
  signInAs,
} from "@server/test/factories";
import { hasPdftotext, pdfInfo, pdfText } from "@server/test/pdf-text";
import { describe, expect, it } from "vitest";

// Issue 33, items 5 and 6 (decision 0401): the reimbursement receipt, read back by poppler.
const lines: string[] = [];
const ISSUED_AT = new Date("2026-12-01T15:00:00Z");
const t = setupTestApp({
  clock: () => ISSUED_AT,
  logger: true,
  logStream: { write: (line) => lines.push(line) },
});

const masked = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");

interface Paid {
  amount?: string;
  method?: PaymentMethod;
  payerCpf?: string | null;
  beneficiary?: { name: string; cpf: string } | null;
}

/** A Nutrição session on 27/11/2026 of Conceição Araújo's, with João Estêvão as the client. */
async function session(options: { office?: boolean } = {}) {
  const proCpf = makeCpf();
  const pro = await makeProfessional(t.db, {
    specialty: "Nutrição",
    serviceOptions: options.office === false ? ["online"] : ["online", "local_proprio"],
    user: { firstName: "Conceição", lastName: "Araújo", city: "Niterói", state: "RJ" },
    profile: { cpf: proCpf, professionalRegister: "CRN-3 12345", titleForm: "feminine" },
  });
  const clientUser = await makeClient(t.db, { firstName: "João", lastName: "Estêvão" });
  const appointment = await makeAppointment(t.db, {
    clientId: clientUser.id,
    professionalId: pro.id,
    date: "2026-11-27",
    startTime: "14:00",
    endTime: "15:00",
    status: "confirmed",
  });
  const client = await signInAs(t.app, clientUser);
  return { pro, proCpf, clientUser, client, appointment };
}

/** The professional's "Pagamento recebido", written as the payment marks' route keeps it. */
const markReceived = (appointmentId: string, paid: Paid = {}) =>
  t.db.insert(appointmentPayments).values({
    appointmentId,
    clientPaidAt: new Date("2026-11-27T18:00:00Z"),
    payerCpf: paid.payerCpf === undefined ? "11144477735" : paid.payerCpf,
    beneficiaryName: paid.beneficiary?.name ?? null,
    beneficiaryCpf: paid.beneficiary?.cpf ?? null,
    receivedOn: "2026-11-27",
    receivedAmount: paid.amount ?? "180.00",
    receivedMethod: paid.method ?? "pix",
    receivedMarkedAt: new Date("2026-11-27T19:00:00Z"),
  });

const receiptOf = (caller: Caller, id: string) =>
  caller.request({ url: `/api/appointments/${id}/receipt.pdf` });

describe("GET /api/appointments/:id/receipt.pdf (issue 33, item 5)", () => {
  it("answers the client a one-page A4 PDF attachment named for nothing, never cached", async () => {
    const { client, appointment } = await session();
    await markReceived(appointment.id);
    const res = await receiptOf(client, appointment.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="recibo-acolher.pdf"');
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("is refused before the professional marks the payment received, and after an undo", async () => {
    const { client, appointment } = await session();
    const before = await receiptOf(client, appointment.id);
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe(PAYMENT_MESSAGES.notReceived);

    // The client's "Já paguei" alone is not a receipt; nor is a mark the professional undid.
    await t.db.insert(appointmentPayments).values({
      appointmentId: appointment.id,
      clientPaidAt: new Date("2026-11-27T18:00:00Z"),
      payerCpf: "11144477735",
    });
    const paidOnly = await receiptOf(client, appointment.id);
    expect(paidOnly.statusCode).toBe(409);
    expect(paidOnly.json().message).toBe(PAYMENT_MESSAGES.notReceived);
  });

  it("is the session's client's only: 404 for another client, 403 for its professional", async () => {
    const { pro, appointment } = await session();
    await markReceived(appointment.id);
    const stranger = await signInAs(t.app, await makeClient(t.db));
    const other = await receiptOf(stranger, appointment.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(PAYMENT_MESSAGES.notFound);
    const unknown = await receiptOf(stranger, "00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect((await receiptOf(await signInAs(t.app, pro), appointment.id)).statusCode).toBe(403);
    const malformed = await receiptOf(stranger, "recibo");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/[ãçéí]|inválid/);
  });

  it("never writes a CPF, a name or the amount to the log", async () => {
    const { proCpf, client, appointment } = await session();
    await markReceived(appointment.id);
    lines.length = 0;
    expect((await receiptOf(client, appointment.id)).statusCode).toBe(200);
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join("\n");
    for (const secret of [proCpf, "11144477735", "180.00", "180,00", "Estêvão", "Araújo"])
      expect(log).not.toContain(secret);
  });
});

const poppler = hasPdftotext();
describe.skipIf(!poppler && !process.env.CI)(
  `the receipt's text as pdftotext reads it (issue 33, item 6)${poppler ? "" : " [skipped: pdftotext is not installed (apt-get install poppler-utils); CI installs it]"}`,
  () => {
    const read = async (caller: Caller, id: string) => {
      const res = await receiptOf(caller, id);
      expect(res.statusCode).toBe(200);
      return { text: pdfText(res.rawPayload), info: pdfInfo(res.rawPayload) };
    };

    it("says every field an insurer asks for, accents intact, on one A4 page", async () => {
      const { proCpf, client, appointment } = await session();
      await markReceived(appointment.id);
      const { text, info } = await read(client, appointment.id);
      expect(info.Pages).toBe("1");
      expect(info["Page size"]).toMatch(/^595\.\d+ x 841\.\d+ pts \(A4\)$/);
      expect(info.Title).toBe("Recibo");
      for (const part of [
        "RECIBO",
        "Recebi de João Estêvão (CPF 111.444.777-35) a importância de R$ 180,00 (cento e oitenta reais), referente à sessão de Nutrição realizada em 27/11/2026, paga em 27/11/2026 por Pix.",
        "Profissional: Conceição Araújo",
        "Profissão e registro: Nutricionista, CRN-3 12345",
        `CPF do profissional: ${masked(proCpf)}`,
        "Cliente (pagador): João Estêvão, CPF 111.444.777-35",
        "Serviço: Sessão de Nutrição",
        "Data da sessão: 27/11/2026",
        "Valor: R$ 180,00 (cento e oitenta reais)",
        "Forma de pagamento: Pix",
        "Data do pagamento: 27/11/2026",
        // The office's city, and the day of issue in the professional's zone.
        "São Paulo - SP, 1º de dezembro de 2026",
        `Conceição Araújo Nutricionista, CRN-3 12345 CPF ${masked(proCpf)}`,
        "O Acolher apenas intermediou o agendamento desta sessão e não recebeu nenhum valor por ela",
      ])
        expect(text).toContain(part);
      expect(text).not.toContain("Beneficiário");
    });

    it("names the beneficiary when another person was attended, and says when a CPF is missing", async () => {
      const { client, appointment } = await session({ office: false });
      await markReceived(appointment.id, {
        amount: "1234.56",
        method: "transferencia",
        payerCpf: null,
        beneficiary: { name: "Luísa Gonçalves", cpf: "39053344705" },
      });
      const { text } = await read(client, appointment.id);
      for (const part of [
        "Recebi de João Estêvão (CPF não informado) a importância de R$ 1.234,56 (mil duzentos e trinta e quatro reais e cinquenta e seis centavos)",
        "em benefício de Luísa Gonçalves (CPF 390.533.447-05), paga em 27/11/2026 por Transferência.",
        "Cliente (pagador): João Estêvão, CPF não informado",
        "Beneficiário: Luísa Gonçalves, CPF 390.533.447-05",
        "Forma de pagamento: Transferência",
        // No office: the professional's own city.
        "Niterói - RJ, 1º de dezembro de 2026",
      ])
        expect(text).toContain(part);
    });
  },
);
