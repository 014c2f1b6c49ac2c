import type { AppointmentStatus, Specialty } from "@domain/constants";
import { PAYMENT_MESSAGES } from "@domain/payments";
import { nowInZone } from "@domain/time";
import { appointmentPayments } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { inAppOf } from "@server/test/scheduled-mail";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

// Issue 33, item 3 (decision 0400): "Já paguei", "Pagamento recebido" and "Recibo emitido".
const lines: string[] = [];
const t = setupTestApp({ logger: true, logStream: { write: (line) => lines.push(line) } });

const CPF = "529.982.247-25";
const CPF_DIGITS = "52998224725";
const OTHER_CPF = "390.533.447-05";
const today = () => nowInZone("America/Sao_Paulo", testNow()).date;

async function session(options: { specialty?: Specialty; status?: AppointmentStatus } = {}) {
  const pro = await makeProfessional(t.db, {
    specialty: options.specialty ?? "Psicologia",
    price: "180.00",
  });
  const clientUser = await makeClient(t.db, { firstName: "Carla", lastName: "Mendes" });
  const appointment = await makeAppointment(t.db, {
    clientId: clientUser.id,
    professionalId: pro.id,
    date: nextWeekday(2),
    startTime: "10:00",
    endTime: "11:00",
    status: options.status ?? "confirmed",
  });
  return {
    pro,
    clientUser,
    appointment,
    proCaller: await signInAs(t.app, pro),
    client: await signInAs(t.app, clientUser),
  };
}

const paid = (caller: Caller, id: string, payload: object = {}) =>
  caller.request({ method: "POST", url: `/api/appointments/${id}/payment/paid`, payload });
const received = (caller: Caller, id: string, payload: object = {}) =>
  caller.request({
    method: "POST",
    url: `/api/appointments/${id}/payment/received`,
    payload: { receivedOn: today(), amount: "180,00", method: "pix", ...payload },
  });
const issued = (caller: Caller, id: string, method: "POST" | "DELETE" = "POST") =>
  caller.request({ method, url: `/api/appointments/${id}/payment/receipt-issued` });
const storedPayment = async (id: string) =>
  (
    await t.db.select().from(appointmentPayments).where(eq(appointmentPayments.appointmentId, id))
  )[0];

describe("'Já paguei' (the client)", () => {
  it("asks a psychologist's client for a valid CPF, keeps it as digits and shows neither side the CPF", async () => {
    const { client, proCaller, appointment } = await session();
    const none = await paid(client, appointment.id);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(PAYMENT_MESSAGES.cpfRequired);
    const wrong = await paid(client, appointment.id, { payerCpf: "529.982.247-26" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PAYMENT_MESSAGES.cpfInvalid);
    const same = await paid(client, appointment.id, {
      payerCpf: CPF,
      beneficiary: { name: "Luísa", cpf: CPF_DIGITS },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(PAYMENT_MESSAGES.beneficiarySameCpf);
    expect(await storedPayment(appointment.id)).toBeUndefined();

    const ok = await paid(client, appointment.id, {
      payerCpf: CPF,
      beneficiary: { name: "Luísa Gonçalves", cpf: OTHER_CPF },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      receitaSaude: true,
      payerIdentified: true,
      receivedOn: null,
    });
    expect(ok.json().clientPaidAt).toEqual(expect.any(String));
    expect(await storedPayment(appointment.id)).toMatchObject({
      payerCpf: CPF_DIGITS,
      beneficiaryName: "Luísa Gonçalves",
      beneficiaryCpf: "39053344705",
    });
    for (const [caller, url] of [
      [client, "/api/appointments/client"],
      [proCaller, "/api/appointments/professional"],
    ] as const) {
      const list = await caller.request({ url });
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(CPF_DIGITS);
      expect(list.body).not.toContain("39053344705");
      expect(list.body).toContain('"payerIdentified":true');
    }

    // Taking it back forgets the CPFs too.
    const undone = await client.request({
      method: "DELETE",
      url: `/api/appointments/${appointment.id}/payment/paid`,
    });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ clientPaidAt: null, payerIdentified: false });
    expect(await storedPayment(appointment.id)).toMatchObject({
      payerCpf: null,
      beneficiaryCpf: null,
      beneficiaryName: null,
    });
    const again = await client.request({
      method: "DELETE",
      url: `/api/appointments/${appointment.id}/payment/paid`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.notPaid);
  });

  it("keeps no CPF of a nutritionist's client, even one sent", async () => {
    const { client, appointment } = await session({ specialty: "Nutrição" });
    const res = await paid(client, appointment.id, { payerCpf: CPF });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ receitaSaude: false, payerIdentified: false });
    expect((await storedPayment(appointment.id))?.payerCpf).toBeNull();
  });

  it("is only for the session's own client, of an approved or confirmed session", async () => {
    const { proCaller, appointment } = await session();
    const stranger = await signInAs(t.app, await makeClient(t.db));
    expect((await paid(stranger, appointment.id, { payerCpf: CPF })).statusCode).toBe(404);
    expect((await paid(proCaller, appointment.id, { payerCpf: CPF })).statusCode).toBe(403);
    const pending = await session({ status: "pending" });
    const res = await paid(pending.client, pending.appointment.id, { payerCpf: CPF });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.notPayable);
  });
});

describe("'Pagamento recebido' and 'Recibo emitido' (the professional)", () => {
  it("records the day, amount and method once, tells the client, and undoes", async () => {
    const { client, clientUser, proCaller, appointment } = await session();
    const future = await received(proCaller, appointment.id, { receivedOn: "2099-01-01" });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(PAYMENT_MESSAGES.receivedInFuture);
    const absurd = await received(proCaller, appointment.id, { amount: "1e9" });
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json().message).toBe(PAYMENT_MESSAGES.amountInvalid);
    const method = await received(proCaller, appointment.id, { method: "bitcoin" });
    expect(method.statusCode).toBe(400);
    expect(method.json().message).toBe(PAYMENT_MESSAGES.methodInvalid);
    expect((await received(client, appointment.id)).statusCode).toBe(403);

    // Two clicks at once: one mark, one 409.
    const both = await Promise.all([
      received(proCaller, appointment.id),
      received(proCaller, appointment.id, { amount: "200" }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.statusCode === 200)!.json();
    expect(winner).toMatchObject({ receivedOn: today(), receivedMethod: "pix" });
    expect(["180.00", "200.00"]).toContain(winner.receivedAmount);
    expect(both.find((r) => r.statusCode === 409)!.json().message).toBe(
      PAYMENT_MESSAGES.alreadyReceived,
    );
    const told = (await inAppOf(t.db, clientUser.id)).filter((n) => n.kind === "receipt_available");
    expect(told).toHaveLength(1);

    // The client sees it on the card; the receipt is now there.
    const list = (await client.request({ url: "/api/appointments/client" })).json();
    expect(list[0].payment).toMatchObject({ receivedOn: today(), receivedMethod: "pix" });
    const pdf = await client.request({ url: `/api/appointments/${appointment.id}/receipt.pdf` });
    expect(pdf.statusCode).toBe(200);
    // Once received, "Já paguei" can no longer be taken back (but the CPF may still be given).
    expect((await paid(client, appointment.id, { payerCpf: CPF })).statusCode).toBe(200);
    const takeBack = await client.request({
      method: "DELETE",
      url: `/api/appointments/${appointment.id}/payment/paid`,
    });
    expect(takeBack.json().message).toBe(PAYMENT_MESSAGES.alreadyReceived);

    const undo = await proCaller.request({
      method: "DELETE",
      url: `/api/appointments/${appointment.id}/payment/received`,
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ receivedOn: null, receivedAmount: null });
    const gone = await client.request({ url: `/api/appointments/${appointment.id}/receipt.pdf` });
    expect(gone.statusCode).toBe(409);
  });

  it("marks a psychologist's receipt issued once; the payment and the CPF then stay as issued", async () => {
    const { client, proCaller, appointment } = await session();
    const early = await issued(proCaller, appointment.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PAYMENT_MESSAGES.notReceived);
    expect((await paid(client, appointment.id, { payerCpf: CPF })).statusCode).toBe(200);
    expect((await received(proCaller, appointment.id)).statusCode).toBe(200);
    expect((await issued(client, appointment.id)).statusCode).toBe(403);

    const both = await Promise.all([
      issued(proCaller, appointment.id),
      issued(proCaller, appointment.id),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const undoReceived = await proCaller.request({
      method: "DELETE",
      url: `/api/appointments/${appointment.id}/payment/received`,
    });
    expect(undoReceived.statusCode).toBe(409);
    expect(undoReceived.json().message).toBe(PAYMENT_MESSAGES.receiptIssuedUndoFirst);
    const changeCpf = await paid(client, appointment.id, { payerCpf: OTHER_CPF });
    expect(changeCpf.statusCode).toBe(409);
    expect((await storedPayment(appointment.id))?.payerCpf).toBe(CPF_DIGITS);

    expect((await issued(proCaller, appointment.id, "DELETE")).statusCode).toBe(200);
    const twice = await issued(proCaller, appointment.id, "DELETE");
    expect(twice.json().message).toBe(PAYMENT_MESSAGES.receiptNotIssued);

    const nutrition = await session({ specialty: "Nutrição" });
    expect((await received(nutrition.proCaller, nutrition.appointment.id)).statusCode).toBe(200);
    const none = await issued(nutrition.proCaller, nutrition.appointment.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(PAYMENT_MESSAGES.noReceiptNeeded);

    const other = await signInAs(t.app, await makeProfessional(t.db));
    expect((await received(other, appointment.id)).statusCode).toBe(404);
    expect((await issued(other, appointment.id)).statusCode).toBe(404);
  });

  it("writes no CPF or amount to the log", async () => {
    lines.length = 0;
    const { client, proCaller, appointment } = await session();
    await paid(client, appointment.id, { payerCpf: CPF });
    await received(proCaller, appointment.id, { amount: "98765,43" });
    await proCaller.request({ url: `/api/financeiro?month=${today().slice(0, 7)}` });
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join("\n");
    expect(log).not.toContain(CPF_DIGITS);
    expect(log).not.toContain("529.982");
    expect(log).not.toContain("98765.43");
    expect(log).not.toContain("98765,43");
  });

  it("gives the client's CPFs in their data export, and forgets them with the account unless received", async () => {
    const open = await session();
    expect((await paid(open.client, open.appointment.id, { payerCpf: CPF })).statusCode).toBe(200);
    const done = await session();
    expect((await paid(done.client, done.appointment.id, { payerCpf: OTHER_CPF })).statusCode).toBe(
      200,
    );
    expect((await received(done.proCaller, done.appointment.id)).statusCode).toBe(200);

    const exported = (await open.client.request({ url: "/api/user/data-export" })).json();
    expect(exported.payments).toEqual([
      expect.objectContaining({ appointmentId: open.appointment.id, payerCpf: CPF_DIGITS }),
    ]);

    for (const { client } of [open, done]) {
      const gone = await client.request({ method: "DELETE", url: "/api/user/account" });
      expect(gone.statusCode).toBeLessThan(300);
    }
    expect((await storedPayment(open.appointment.id))?.payerCpf).toBeNull();
    // The professional must issue and keep the receipt of a received payment (decision 0400).
    expect((await storedPayment(done.appointment.id))?.payerCpf).toBe("39053344705");
  });
});
