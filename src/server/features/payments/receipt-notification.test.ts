import { appointmentPayments } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { makeAppointment, makeClient, makeCpf, makeProfessional } from "@server/test/factories";
import { expectNothingPrivateSent } from "@server/test/mail-privacy";
import { APP_URL, deliverAll, inAppOf, mailsTo } from "@server/test/scheduled-mail";
import { startTestSmtp, type TestSmtp } from "@server/test/smtp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifyReceiptAvailable } from "./receipt-notification";

// Issue 33, item 5 (decision 0401): "Recibo disponível" says a receipt exists, and nothing of it.
const t = setupTestApp();
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => smtp?.close());

const PAYER_CPF = "11144477735";

/** A received Nutrição session of Rita's with Carla, marked as the payment route marks it. */
async function receivedSession() {
  const proCpf = makeCpf();
  const pro = await makeProfessional(t.db, {
    specialty: "Nutrição",
    user: { firstName: "Rita", lastName: "Araújo" },
    profile: { cpf: proCpf },
  });
  const client = await makeClient(t.db, { firstName: "Carla", lastName: "Mendes" });
  const appointment = await makeAppointment(t.db, {
    clientId: client.id,
    professionalId: pro.id,
    date: "2026-11-27",
    startTime: "14:00",
    endTime: "15:00",
    status: "confirmed",
  });
  const instant = new Date("2026-11-27T19:00:00Z");
  const mark = () =>
    t.db.transaction(async (tx) => {
      await tx
        .insert(appointmentPayments)
        .values({
          appointmentId: appointment.id,
          payerCpf: PAYER_CPF,
          beneficiaryName: "Luísa Gonçalves",
          beneficiaryCpf: "39053344705",
          receivedOn: "2026-11-27",
          receivedAmount: "1234.56",
          receivedMethod: "pix",
          receivedMarkedAt: instant,
        })
        .onConflictDoNothing();
      await notifyReceiptAvailable(tx, appointment, instant);
    });
  return { pro, proCpf, client, appointment, mark };
}

describe("notifyReceiptAvailable", () => {
  it("tells the client in the app and by e-mail, with no amount, CPF, method or service", async () => {
    const { proCpf, client, mark } = await receivedSession();
    await mark();
    await mark(); // the same mark notified twice sends one

    const [inApp, ...more] = await inAppOf(t.db, client.id);
    expect(more).toEqual([]);
    expect(inApp).toMatchObject({
      kind: "receipt_available",
      title: "Recibo disponível",
      link: "/appointments",
    });

    await deliverAll(t.db, smtp);
    const mails = mailsTo(smtp, client.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("Recibo disponível");
    expect(mail.text).toContain(
      "O recibo da sua sessão com Rita de 27/11/2026 às 14:00 está disponível.",
    );
    expect(mail.text).toContain("'Baixar recibo'");
    expect(mail.text).toContain(`Ver meus agendamentos: ${APP_URL}/appointments`);
    for (const part of [mail.subject, mail.text, mail.html]) {
      for (const secret of [
        PAYER_CPF,
        "111.444.777-35",
        "39053344705",
        proCpf,
        "Luísa",
        "Araújo",
        "1234",
        "1.234",
        "R$",
        "reais",
        "Pix",
        "Nutri",
        "Sessão de",
      ])
        expect(part).not.toContain(secret);
    }
    await expectNothingPrivateSent(t.db, mails);
  });
});
