import { telehealthConsentText, telehealthConsentVersion } from "@domain/telehealth";
import { consents, roomEntries } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { describe, expect, it } from "vitest";

// Issue 32, items 4 and 6 (decision 0397): the online-session consents and the room entries in
// 'Baixar meus dados', for the client who gave them and the professional who received them.
const t = setupTestApp();

describe("online sessions in the data export", () => {
  it("gives the client their consent's exact text and the entries; the professional the consent received and the entries of their sessions", async () => {
    const pro = await makeProfessional(t.db, {
      specialty: "Psicologia",
      user: { firstName: "Rita", lastName: "Souza" },
    });
    const client = await makeClient(t.db, { firstName: "Carla", lastName: "Mendes" });
    const stranger = await makeClient(t.db);
    const session = await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      date: nextWeekday(2),
      startTime: "14:00",
      endTime: "15:00",
      status: "approved",
    });
    const body = telehealthConsentText("Psicologia", "Sessões de 50 minutos.");
    const version = telehealthConsentVersion("Sessões de 50 minutos.");
    await t.db.insert(consents).values({
      userId: client.id,
      purpose: "telehealth",
      professionalId: pro.id,
      textVersion: version,
      textBody: body,
      givenAt: new Date("2026-11-20T12:00:00Z"),
      withdrawnAt: new Date("2026-11-25T12:00:00Z"),
    });
    await t.db.insert(roomEntries).values([
      { appointmentId: session.id, userId: client.id, enteredAt: new Date("2026-11-27T17:46:00Z") },
      { appointmentId: session.id, userId: pro.id, enteredAt: new Date("2026-11-27T17:47:00Z") },
    ]);

    const mine = (
      await (await signInAs(t.app, client)).request({ url: "/api/user/data-export" })
    ).json();
    expect(mine.telehealthConsents).toEqual([
      {
        professionalId: pro.id,
        professionalName: "Rita Souza",
        textVersion: version,
        textBody: body,
        givenAt: "2026-11-20T12:00:00.000Z",
        withdrawnAt: "2026-11-25T12:00:00.000Z",
      },
    ]);
    expect(mine.telehealthConsents[0].textBody).toContain("Resolução CFP nº 9/2024");
    expect(mine.telehealthConsents[0].textBody).toContain("Sessões de 50 minutos.");
    expect(mine.telehealthConsentsReceived).toEqual([]);
    expect(mine.roomEntries).toEqual([
      expect.objectContaining({
        appointmentId: session.id,
        appointmentDate: session.appointmentDate,
        by: "você",
        enteredAt: "2026-11-27T17:46:00.000Z",
      }),
      expect.objectContaining({ by: "profissional", enteredAt: "2026-11-27T17:47:00.000Z" }),
    ]);
    expect(mine.roomEntries[0].startTime).toMatch(/^14:00/);

    const theirs = (
      await (await signInAs(t.app, pro)).request({ url: "/api/user/data-export" })
    ).json();
    expect(theirs.telehealthConsents).toEqual([]);
    expect(theirs.telehealthConsentsReceived).toEqual([
      {
        clientFirstName: "Carla",
        textVersion: version,
        givenAt: "2026-11-20T12:00:00.000Z",
        withdrawnAt: "2026-11-25T12:00:00.000Z",
      },
    ]);
    expect(theirs.roomEntries.map((e: { by: string }) => e.by)).toEqual(["cliente", "você"]);
    // Only the client's first name: not their surname, e-mail or id.
    const received = JSON.stringify(theirs.telehealthConsentsReceived);
    for (const hidden of ["Mendes", client.email, client.id])
      expect(received).not.toContain(hidden);

    const nobody = (
      await (await signInAs(t.app, stranger)).request({ url: "/api/user/data-export" })
    ).json();
    expect(nobody.telehealthConsents).toEqual([]);
    expect(nobody.telehealthConsentsReceived).toEqual([]);
    expect(nobody.roomEntries).toEqual([]);
  });
});
