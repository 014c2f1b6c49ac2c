import { emailOutbox, notifications } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, nextWeekday, signInAs } from "@server/test/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

describe("notifications and LGPD", () => {
  it("the data export lists them; deleting the account erases them", async () => {
    const pro = await makeProfessional(t.db);
    const client = await signInAs(t.app, await makeClient(t.db));
    const booked = await client.request({
      method: "POST",
      url: "/api/appointments",
      payload: {
        professionalId: pro.id,
        appointmentDate: nextWeekday(2),
        startTime: "09:00",
        endTime: "10:00",
        status: "pending",
        serviceType: "online",
      },
    });
    expect(booked.statusCode).toBe(201);

    const caller = await signInAs(t.app, pro);
    const data = (await caller.request({ url: "/api/user/data-export" })).json();
    expect(data.notifications).toEqual([
      expect.objectContaining({
        kind: "booking_requested",
        title: "Você tem uma nova solicitação de agendamento",
        link: "/professional/agenda",
        readAt: null,
      }),
    ]);
    expect(data.emails).toEqual([
      expect.objectContaining({ kind: "booking_requested", status: "pending" }),
    ]);

    expect((await caller.request({ method: "DELETE", url: "/api/user/account" })).statusCode).toBe(
      200,
    );
    const left = [
      ...(await t.db.select().from(notifications).where(eq(notifications.recipientId, pro.id))),
      ...(await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipientId, pro.id))),
    ];
    expect(left).toEqual([]);
  });

  it("messages to others still waiting forget the name of a user who deletes the account", async () => {
    const pro = await makeProfessional(t.db);
    const client = await signInAs(t.app, await makeClient(t.db, { firstName: "Zuleide" }));
    const booked = await client.request({
      method: "POST",
      url: "/api/appointments",
      payload: {
        professionalId: pro.id,
        appointmentDate: nextWeekday(3),
        startTime: "09:00",
        endTime: "10:00",
        status: "pending",
        serviceType: "online",
      },
    });
    expect(booked.statusCode).toBe(201);
    const cancel = await client.request({
      method: "PUT",
      url: `/api/appointments/${booked.json().id}/status`,
      payload: { status: "cancelled" },
    });
    expect(cancel.statusCode).toBe(200);
    const cancelledMail = async () =>
      (await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipientId, pro.id))).find(
        (m) => m.kind === "booking_cancelled",
      );
    expect(JSON.stringify((await cancelledMail())?.params)).toContain("Zuleide");

    expect((await client.request({ method: "DELETE", url: "/api/user/account" })).statusCode).toBe(
      200,
    );
    const after = await cancelledMail();
    expect(after?.status).toBe("pending");
    expect(JSON.stringify(after?.params)).not.toContain("Zuleide");
    expect(after?.params).toMatchObject({ when: expect.any(String) });
  });
});
