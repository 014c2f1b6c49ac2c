import { notifications } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, nextWeekday, signInAs } from "@server/test/factories";
import { HEALTH_DETAIL } from "@server/test/mail-privacy";
import { describe, expect, it } from "vitest";

/**
 * Each entry of /notificacoes says who and when (issue 29 item 7, decision 0383): the other
 * person's first name and the session's local date and time, nothing else of the booking.
 */
const t = setupTestApp();
const NOTE = "Crises de pânico desde o luto";

const brazilian = (iso: string) => iso.split("-").reverse().join("/");

async function book(client: Caller, professionalId: string, date: string) {
  const res = await client.request({
    method: "POST",
    url: "/api/appointments",
    payload: {
      professionalId,
      appointmentDate: date,
      startTime: "09:00",
      endTime: "10:00",
      serviceType: "online",
      notes: NOTE,
      notesConsent: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function cancel(client: Caller, id: string) {
  const res = await client.request({
    method: "PUT",
    url: `/api/appointments/${id}/status`,
    payload: { status: "cancelled" },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const listOf = async (caller: Caller) =>
  (await caller.request({ url: "/api/notifications" })).json().items as {
    title: string;
    detail: string | null;
  }[];

describe("who and when in the notification list", () => {
  it("tells two cancellations apart by name and date, and tells no note", async () => {
    const pro = await makeProfessional(t.db);
    const zilda = await signInAs(t.app, await makeClient(t.db, { firstName: "Zilda" }));
    const bruno = await signInAs(t.app, await makeClient(t.db, { firstName: "Bruno" }));
    const [first, second] = [nextWeekday(2, 2), nextWeekday(3, 2)];
    await cancel(zilda, await book(zilda, pro.id, first));
    await cancel(bruno, await book(bruno, pro.id, second));

    const items = await listOf(await signInAs(t.app, pro));
    // Sorted: the four may share an instant on a pinned clock.
    expect(items.map((n) => [n.title, n.detail]).sort()).toEqual(
      [
        [
          "Um agendamento foi cancelado",
          `Bruno cancelou a solicitação de ${brazilian(second)} às 09:00.`,
        ],
        [
          "Você tem uma nova solicitação de agendamento",
          `Bruno pediu um horário na sua agenda: ${brazilian(second)} às 09:00.`,
        ],
        [
          "Um agendamento foi cancelado",
          `Zilda cancelou a solicitação de ${brazilian(first)} às 09:00.`,
        ],
        [
          "Você tem uma nova solicitação de agendamento",
          `Zilda pediu um horário na sua agenda: ${brazilian(first)} às 09:00.`,
        ],
      ].sort(),
    );
    for (const { detail } of items) {
      expect(detail).not.toContain(NOTE);
      expect(detail).not.toMatch(HEALTH_DETAIL);
    }
  });

  it("forgets the name of someone who deletes the account, keeping the date", async () => {
    const pro = await makeProfessional(t.db);
    const zilda = await signInAs(t.app, await makeClient(t.db, { firstName: "Zuleide" }));
    const date = nextWeekday(4, 2);
    await cancel(zilda, await book(zilda, pro.id, date));
    const gone = await zilda.request({ method: "DELETE", url: "/api/user/account" });
    expect(gone.statusCode).toBe(200);

    const items = await listOf(await signInAs(t.app, pro));
    expect(JSON.stringify(items)).not.toContain("Zuleide");
    expect(items.map((n) => n.detail).sort()).toEqual(
      [
        `A outra pessoa cancelou a solicitação de ${brazilian(date)} às 09:00.`,
        `Um cliente pediu um horário na sua agenda: ${brazilian(date)} às 09:00.`,
      ].sort(),
    );
  });

  it("shows a notification stored before names and dates were kept with its title alone", async () => {
    const pro = await makeProfessional(t.db);
    await t.db.insert(notifications).values({
      recipientId: pro.id,
      kind: "booking_cancelled",
      title: "Um agendamento foi cancelado",
      link: "/professional/agenda",
      idempotencyKey: `booking_cancelled:old-row-${pro.id}`,
    });
    expect(await listOf(await signInAs(t.app, pro))).toEqual([
      expect.objectContaining({ title: "Um agendamento foi cancelado", detail: null }),
    ]);
  });
});
