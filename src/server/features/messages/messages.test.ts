import {
  DELETED_ACCOUNT_NAME,
  MESSAGE_MESSAGES as M,
  NEW_CONVERSATIONS_PER_DAY,
} from "@domain/messages";
import { agendaSettings, professionalProfiles } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import {
  makeAdmin,
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { deliverAll, mailsTo, optOut, plusMinutes } from "@server/test/scheduled-mail";
import { startTestSmtp, type TestSmtp } from "@server/test/smtp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendMessageMails } from "./message-mail";

// Issue 34, item 1 (decision 0406): messages between a client and a verified professional.
const lines: string[] = [];
const t = setupTestApp({ logger: true, logStream: { write: (line) => lines.push(line) } });
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => smtp?.close());

const SECRET = "Tenho crises de ansiedade à noite";

async function pair() {
  const proUser = await makeProfessional(t.db, { user: { firstName: "Rita", lastName: "Araújo" } });
  const clientUser = await makeClient(t.db, { firstName: "Carla", lastName: "Mendes" });
  return {
    proUser,
    clientUser,
    pro: await signInAs(t.app, proUser),
    client: await signInAs(t.app, clientUser),
  };
}

const start = (caller: Caller, professionalId: string, body = "Você atende adolescentes?") =>
  caller.request({ method: "POST", url: "/api/conversations", payload: { professionalId, body } });
const send = (caller: Caller, id: string, body: string) =>
  caller.request({ method: "POST", url: `/api/conversations/${id}/messages`, payload: { body } });
const thread = (caller: Caller, id: string) =>
  caller.request({ url: `/api/conversations/${id}/messages` });
const unread = async (caller: Caller) =>
  (await caller.request({ url: "/api/conversations/unread" })).json().count as number;

describe("conversations", () => {
  it("carries messages both ways with unread counts, and only to the two people in it", async () => {
    const { pro, client, proUser, clientUser } = await pair();
    const started = await start(client, proUser.id, SECRET);
    expect(started.statusCode).toBe(200);
    const { conversationId, message } = started.json();
    expect(message).toMatchObject({ mine: true, body: SECRET });

    expect(await unread(pro)).toBe(1);
    expect(await unread(client)).toBe(0);
    const list = (await pro.request({ url: "/api/conversations" })).json();
    expect(list).toEqual([
      expect.objectContaining({
        id: conversationId,
        other: expect.objectContaining({ id: clientUser.id, name: "Carla Mendes", deleted: false }),
        unread: 1,
        blocked: false,
      }),
    ]);
    expect(JSON.stringify(list)).not.toContain("ansiedade");
    const page = (await thread(pro, conversationId)).json();
    expect(page.messages).toEqual([expect.objectContaining({ mine: false, body: SECRET })]);
    const read = await pro.request({
      method: "POST",
      url: `/api/conversations/${conversationId}/read`,
    });
    expect(read.statusCode).toBe(204);
    expect(await unread(pro)).toBe(0);

    expect((await send(pro, conversationId, "Atendo, sim.")).statusCode).toBe(200);
    expect(await unread(client)).toBe(1);
    // A second "Enviar mensagem" from the profile goes into the same conversation.
    const again = await start(client, proUser.id, "Obrigada!");
    expect(again.json().conversationId).toBe(conversationId);
    expect(
      (await thread(client, conversationId)).json().messages.map((m: { body: string }) => m.body),
    ).toEqual([SECRET, "Atendo, sim.", "Obrigada!"]);

    // Nobody else reads or writes it: another client, another professional, an admin.
    const stranger = await signInAs(t.app, await makeClient(t.db));
    expect((await thread(stranger, conversationId)).statusCode).toBe(404);
    expect((await send(stranger, conversationId, "oi")).statusCode).toBe(404);
    const otherPro = await signInAs(t.app, await makeProfessional(t.db));
    expect((await thread(otherPro, conversationId)).statusCode).toBe(404);
    const admin = await signInAs(t.app, await makeAdmin(t.db));
    expect((await thread(admin, conversationId)).statusCode).toBe(403);

    // The text never reached the log.
    expect(lines.join("\n")).not.toContain("ansiedade");
  });

  it("refuses empty, long and control-character messages, and unverified professionals", async () => {
    const { client, proUser } = await pair();
    const long = await start(client, proUser.id, "a".repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(M.tooLong);
    expect((await start(client, proUser.id, "   ")).json().message).toBe(M.empty);
    expect((await start(client, proUser.id, "oi\u0007")).statusCode).toBe(400);
    const pending = await makeProfessional(t.db);
    await t.db
      .update(professionalProfiles)
      .set({ isVerified: false })
      .where(eq(professionalProfiles.userId, pending.id));
    const res = await start(client, pending.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.professionalUnavailable);
  });

  it("lets a professional turn off pre-booking messages: then only clients who booked write", async () => {
    const { pro, client, proUser, clientUser } = await pair();
    const off = await pro.request({
      method: "PUT",
      url: "/api/agenda/messages",
      payload: { preBookingMessages: false },
    });
    expect(off.json()).toEqual({ preBookingMessages: false });
    const refused = await start(client, proUser.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.preBookingOff);
    await makeAppointment(t.db, {
      clientId: clientUser.id,
      professionalId: proUser.id,
      date: nextWeekday(2),
      startTime: "10:00",
      endTime: "11:00",
    });
    expect((await start(client, proUser.id)).statusCode).toBe(200);
    const [settings] = await t.db
      .select({ on: agendaSettings.preBookingMessages })
      .from(agendaSettings)
      .where(eq(agendaSettings.professionalId, proUser.id));
    expect(settings?.on).toBe(false);
  });

  it(`holds a client to ${NEW_CONVERSATIONS_PER_DAY} new conversations a day, also when asked at once`, async () => {
    const client = await signInAs(t.app, await makeClient(t.db));
    const pros = await Promise.all(
      Array.from({ length: NEW_CONVERSATIONS_PER_DAY + 2 }, () => makeProfessional(t.db)),
    );
    const answers = await Promise.all(pros.map((p) => start(client, p.id)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(NEW_CONVERSATIONS_PER_DAY);
    expect(codes.filter((c) => c === 429)).toHaveLength(2);
    expect(answers.find((r) => r.statusCode === 429)!.json().message).toBe(M.dailyLimit);
  });

  it("lets the professional block and unblock a client", async () => {
    const { pro, client, proUser } = await pair();
    const { conversationId } = (await start(client, proUser.id)).json();
    expect(
      (await client.request({ method: "POST", url: `/api/conversations/${conversationId}/block` }))
        .statusCode,
    ).toBe(403);
    const block = () =>
      pro.request({ method: "POST", url: `/api/conversations/${conversationId}/block` });
    const both = await Promise.all([block(), block()]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    const blocked = await send(client, conversationId, "oi?");
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(M.blocked);
    expect((await start(client, proUser.id)).json().message).toBe(M.blocked);
    expect((await send(pro, conversationId, "oi")).json().message).toBe(M.blockedByYou);
    expect((await pro.request({ url: "/api/conversations" })).json()[0].blocked).toBe(true);
    await pro.request({ method: "DELETE", url: `/api/conversations/${conversationId}/block` });
    expect((await send(client, conversationId, "oi?")).statusCode).toBe(200);
  });
});

describe("the e-mail of an unread message", () => {
  it("goes once, after 10 minutes unread, without the text, and respects the preferences", async () => {
    const { client, proUser, clientUser, pro } = await pair();
    const { conversationId } = (await start(client, proUser.id, SECRET)).json();
    await send(client, conversationId, "E também de dia.");
    const now = testNow();
    await sendMessageMails(t.db, plusMinutes(now, 9));
    await deliverAll(t.db, smtp);
    expect(mailsTo(smtp, proUser.email)).toHaveLength(0);
    await sendMessageMails(t.db, plusMinutes(now, 11));
    await sendMessageMails(t.db, plusMinutes(now, 12));
    await deliverAll(t.db, smtp);
    const mails = mailsTo(smtp, proUser.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Nova mensagem no Acolher");
    expect(mails[0]!.text).toContain("Carla enviou uma mensagem para você");
    expect(mails[0]!.text).toContain(`/mensagens/${conversationId}`);
    expect(`${mails[0]!.subject}${mails[0]!.text}${mails[0]!.html}`).not.toContain("ansiedade");

    // Read in time: no e-mail. Turned off: none either.
    await send(pro, conversationId, "Podemos conversar na sessão.");
    await client.request({ method: "POST", url: `/api/conversations/${conversationId}/read` });
    await sendMessageMails(t.db, plusMinutes(now, 30));
    await optOut(t.db, proUser.id, "mensagens");
    await send(client, conversationId, "Combinado.");
    await sendMessageMails(t.db, plusMinutes(testNow(), 11));
    await deliverAll(t.db, smtp);
    expect(mailsTo(smtp, proUser.email)).toHaveLength(1);
    expect(mailsTo(smtp, clientUser.email)).toHaveLength(0);
  });
});

describe("reports and deleted accounts", () => {
  it("opens a reported conversation to the admins, once per person, until resolved", async () => {
    const { pro, client, proUser } = await pair();
    const { conversationId, message } = (
      await start(client, proUser.id, "Me passa seu Pix pessoal")
    ).json();
    const report = (caller: Caller) =>
      caller.request({
        method: "POST",
        url: `/api/messages/${message.id}/report`,
        payload: { reason: "golpe" },
      });
    expect((await report(client)).json().message).toBe(M.reportOwn);
    expect((await report(pro)).statusCode).toBe(204);
    expect((await report(pro)).json().message).toBe(M.reportedAlready);
    const stranger = await signInAs(t.app, await makeClient(t.db));
    expect((await report(stranger)).statusCode).toBe(404);

    const admin = await signInAs(t.app, await makeAdmin(t.db));
    const open = (await admin.request({ url: "/api/admin/message-reports" })).json();
    const mine = open.find(
      (r: { reportedMessageId: string }) => r.reportedMessageId === message.id,
    );
    expect(mine).toMatchObject({
      reason: "golpe",
      reporterName: "Rita Araújo",
      client: { name: "Carla Mendes" },
      messages: [expect.objectContaining({ sender: "client", body: "Me passa seu Pix pessoal" })],
    });
    const resolve = () =>
      admin.request({
        method: "POST",
        url: `/api/admin/message-reports/${mine.id}/resolve`,
        payload: { outcome: "Cliente advertido." },
      });
    expect((await resolve()).statusCode).toBe(204);
    expect((await resolve()).json().message).toBe(M.reportResolved);
    const after = (await admin.request({ url: "/api/admin/message-reports" })).json();
    expect(after.some((r: { id: string }) => r.id === mine.id)).toBe(false);
    expect((await pro.request({ url: "/api/admin/message-reports" })).statusCode).toBe(403);
    expect((await thread(pro, conversationId)).statusCode).toBe(200);
  });

  it("erases what a deleted account wrote; the other side sees 'Conta excluída' and can no longer write", async () => {
    const { pro, client, proUser } = await pair();
    const { conversationId } = (await start(client, proUser.id, SECRET)).json();
    await send(pro, conversationId, "Olá, Carla.");
    const exported = (await client.request({ url: "/api/user/data-export" })).json();
    expect(exported.messages.map((m: { body: string }) => m.body)).toEqual([SECRET, "Olá, Carla."]);
    expect(exported.conversations).toHaveLength(1);

    expect(
      (await client.request({ method: "DELETE", url: "/api/user/account" })).statusCode,
    ).toBeLessThan(300);
    const page = (await thread(pro, conversationId)).json();
    expect(page.conversation.other).toMatchObject({ name: DELETED_ACCOUNT_NAME, deleted: true });
    expect(page.messages.map((m: { body: string | null }) => m.body)).toEqual([
      null,
      "Olá, Carla.",
    ]);
    const refused = await send(pro, conversationId, "Ainda está aí?");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.otherDeleted);
  });
});

describe("WebSocket /api/live", () => {
  it("tells both people's sockets that a message arrived, never what it says", async () => {
    const { pro, client, proUser } = await pair();
    const received: string[] = [];
    const socket = await t.app.injectWS(
      "/api/live",
      { headers: { cookie: pro.cookie } },
      { onInit: (ws) => ws.on("message", (data) => received.push(data.toString())) },
    );
    const { conversationId } = (await start(client, proUser.id, SECRET)).json();
    await expect.poll(() => received.length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(JSON.parse(received[0]!)).toEqual({ type: "message", conversationId });
    expect(received.join("")).not.toContain("ansiedade");
    socket.terminate();

    await expect(t.app.injectWS("/api/live", {})).rejects.toThrow();
    await expect(
      t.app.injectWS("/api/live", {
        headers: { cookie: client.cookie, origin: "https://evil.example" },
      }),
    ).rejects.toThrow();
  });
});
