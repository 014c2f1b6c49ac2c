import type { AppointmentStatus } from "@domain/constants";
import { PAYMENT_MESSAGES, pixTxidOf } from "@domain/payments";
import { appointments, professionalProfiles } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { decodeBrCode, hasZbarimg, readQrSvg } from "@server/test/br-code";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const lines: string[] = [];
const t = setupTestApp({ logger: true, logStream: { write: (line) => lines.push(line) } });

const PIX = { keyType: "cpf", key: "529.982.247-25", name: "José Antônio", city: "São Paulo" };

/** A client's session with a professional who charges R$ 180,00 and, unless told, takes Pix. */
async function session(
  options: { status?: AppointmentStatus; pix?: object | null; price?: string } = {},
) {
  const pro = await makeProfessional(t.db, { price: options.price ?? "180.00" });
  const proCaller = await signInAs(t.app, pro);
  const pix = options.pix === undefined ? PIX : options.pix;
  if (pix) {
    const saved = await proCaller.request({ method: "PUT", url: "/api/agenda/pix", payload: pix });
    expect(saved.statusCode).toBe(200);
  }
  const client = await makeClient(t.db);
  const appointment = await makeAppointment(t.db, {
    clientId: client.id,
    professionalId: pro.id,
    date: nextWeekday(2),
    startTime: "10:00",
    endTime: "11:00",
    status: options.status ?? "approved",
    serviceType: "online",
  });
  return { pro, proCaller, client: await signInAs(t.app, client), appointment };
}

const pixOf = (caller: Caller, id: string) =>
  caller.request({ url: `/api/appointments/${id}/pix` });

describe("GET /api/appointments/:id/pix (issue 33, item 2)", () => {
  it("gives the client a static BR Code of the session that an independent reader accepts", async () => {
    const { client, appointment } = await session();
    const res = await pixOf(client, appointment.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      amount: "180.00",
      name: "Jose Antonio",
      city: "Sao Paulo",
      txid: pixTxidOf(appointment.id),
    });
    const code = decodeBrCode(body.payload);
    expect(code.crc.computed).toBe(code.crc.carried);
    expect(code.account).toEqual({ "00": "br.gov.bcb.pix", "01": "52998224725" });
    expect(code.objects).toMatchObject({
      "53": "986",
      "54": "180.00",
      "58": "BR",
      "59": "Jose Antonio",
      "60": "Sao Paulo",
    });
    expect(code.additional).toEqual({ "05": appointment.id.replace(/-/g, "").slice(0, 25) });
    expect(code.parsed).toMatchObject({ pixKey: "52998224725", transactionAmount: 180 });
  });

  it("charges the price the client accepted at 'Solicitar', not the one in force now", async () => {
    const { pro, client, appointment } = await session({ status: "confirmed" });
    await t.db
      .update(appointments)
      .set({ acceptedPolicy: { price: "150.00", startingFrom: false } })
      .where(eq(appointments.id, appointment.id));
    await t.db
      .update(professionalProfiles)
      .set({ priceRange: "200.00" })
      .where(eq(professionalProfiles.userId, pro.id));
    const body = (await pixOf(client, appointment.id)).json();
    expect(body.amount).toBe("150.00");
    expect(decodeBrCode(body.payload).objects["54"]).toBe("150.00");
  });

  it("answers 404 to another client and for an unknown session, 403 to the professional", async () => {
    const { proCaller, appointment } = await session();
    const stranger = await signInAs(t.app, await makeClient(t.db));
    const other = await pixOf(stranger, appointment.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(PAYMENT_MESSAGES.notFound);
    expect((await pixOf(stranger, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await pixOf(proCaller, appointment.id)).statusCode).toBe(403);
    expect((await pixOf(stranger, "nao-e-um-id")).statusCode).toBe(400);
  });

  it.each([
    ["pending", PAYMENT_MESSAGES.notPayable],
    ["rejected", PAYMENT_MESSAGES.notPayable],
    ["cancelled", PAYMENT_MESSAGES.notPayable],
  ] as const)("answers 409 for a %s session", async (status, message) => {
    const { client, appointment } = await session({ status });
    const res = await pixOf(client, appointment.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
  });

  it("answers 409 when the professional has no key, or removed it, or the session has no price", async () => {
    const none = await session({ pix: null });
    const res = await pixOf(none.client, none.appointment.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.noPixKey);

    const removed = await session();
    await removed.proCaller.request({
      method: "PUT",
      url: "/api/agenda/pix",
      headers: { "content-type": "application/json" },
      payload: "null",
    });
    expect((await pixOf(removed.client, removed.appointment.id)).json().message).toBe(
      PAYMENT_MESSAGES.noPixKey,
    );

    const free = await session();
    await t.db
      .update(professionalProfiles)
      .set({ priceRange: null })
      .where(eq(professionalProfiles.userId, free.pro.id));
    const unpriced = await pixOf(free.client, free.appointment.id);
    expect(unpriced.statusCode).toBe(409);
    expect(unpriced.json().message).toBe(PAYMENT_MESSAGES.noPrice);
  });

  it("never writes the payload, the key or the amount to the log", async () => {
    const { client, appointment } = await session();
    lines.length = 0;
    const body = (await pixOf(client, appointment.id)).json();
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join("\n");
    for (const secret of [body.payload, "52998224725", "180.00", "180,00"]) {
      expect(log).not.toContain(secret);
    }
  });

  const zbar = hasZbarimg();
  it.skipIf(!zbar && !process.env.CI)(
    `serves a QR image that zbarimg reads back as the payload${zbar ? "" : " [skipped: zbarimg is not installed (apt-get install zbar-tools); CI installs it]"}`,
    async () => {
      const { client, appointment } = await session();
      const body = (await pixOf(client, appointment.id)).json();
      expect(await readQrSvg(body.qrSvg)).toBe(body.payload);
    },
  );
});
