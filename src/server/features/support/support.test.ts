import { SUPPORT_MESSAGE_MAX } from "@domain/contracts/support";
import { notifications, supportMessages, supportTickets } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { eventMailbox, expectOnlyMessage } from "@server/test/event-mail";
import {
  makeAdmin,
  makeClient,
  makeProfessional,
  makeUser,
  signInAs,
} from "@server/test/factories";
import { expectNothingPrivateSent } from "@server/test/mail-privacy";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

// Issue 31, item 6 (decision 0390): "Fale com o suporte". Every request runs at `now`, which the
// tests move: the deadlines, the queue's age and overdue flag and the daily limit read it.

const DAY = 86_400_000;
let now = testNow();
const t = setupTestApp({ clock: () => now });
const box = eventMailbox(() => t.db);
let admin: Caller;
beforeAll(async () => {
  admin = await signInAs(t.app, await makeAdmin(t.db, { firstName: "Regina" }));
});
beforeEach(() => {
  now = new Date(testNow().getTime());
});
const later = (days: number) => {
  now = new Date(now.getTime() + days * DAY);
};

const TEXT = "Não consigo trocar o e-mail da conta, aparece um erro estranho";
const ANSWER = "Olá! Corrigimos o cadastro: tente trocar o e-mail agora, por favor";

const person = async () => signInAs(t.app, await makeClient(t.db));
const open = (who: Caller, payload: object = { topic: "conta", message: TEXT }) =>
  who.request({ method: "POST", url: "/api/support/tickets", payload });
const opened = async (who: Caller, topic = "conta", message = TEXT) => {
  const res = await open(who, { topic, message });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; dueAt: string; status: string };
};
const write = (who: Caller, id: string, message: string) =>
  who.request({ method: "POST", url: `/api/support/tickets/${id}/messages`, payload: { message } });
const answer = (id: string, message = ANSWER) =>
  admin.request({
    method: "POST",
    url: `/api/admin/support/tickets/${id}/answer`,
    payload: { message },
  });
const close = (id: string, outcome?: string) =>
  admin.request({
    method: "POST",
    url: `/api/admin/support/tickets/${id}/close`,
    payload: outcome === undefined ? {} : { outcome },
  });
const queue = async (query = "") =>
  (await admin.request({ url: `/api/admin/support/tickets${query}` })).json().tickets as Array<{
    id: string;
    overdue: boolean;
    ageDays: number;
    daysLeft: number;
    dataSubject: boolean;
    requester: { id: string };
  }>;

describe("opening a ticket", () => {
  it("is due 5 days after the request's instant, 15 for a data subject's request", async () => {
    const who = await person();
    const plain = await opened(who, "conta");
    expect(plain).toMatchObject({ status: "open", dataSubject: false, topic: "conta" });
    expect(plain.dueAt).toBe(new Date(now.getTime() + 5 * DAY).toISOString());
    const lgpd = await opened(who, "dados_exclusao", "Quero excluir todos os meus dados");
    expect(lgpd.dueAt).toBe(new Date(now.getTime() + 15 * DAY).toISOString());
    const list = (await who.request({ url: "/api/support/tickets" })).json().tickets;
    expect(list.map((x: { id: string }) => x.id).sort()).toEqual([plain.id, lgpd.id].sort());
    const read = (await who.request({ url: `/api/support/tickets/${plain.id}` })).json();
    expect(read.messages).toMatchObject([{ fromStaff: false, body: TEXT }]);
  });

  it("answers anyone signed in: a professional not yet verified, no role, new terms pending", async () => {
    const pro = await signInAs(t.app, await makeProfessional(t.db, { verified: false }));
    const noRole = await signInAs(t.app, await makeUser(t.db, null));
    const pending = await signInAs(t.app, await makeClient(t.db, { termsVersion: "2020-01-01" }));
    for (const who of [pro, noRole, pending]) expect((await open(who)).statusCode).toBe(201);
    expect((await pending.request({ url: "/api/support/tickets" })).statusCode).toBe(200);
  });

  it("refuses an unknown topic, an empty or absurdly long text and control characters", async () => {
    const who = await person();
    const cases: Array<[object, string]> = [
      [{ topic: "ouvidoria", message: TEXT }, "Escolha o assunto."],
      [{ topic: "conta", message: "   " }, "Escreva a sua mensagem."],
      [
        { topic: "conta", message: "a".repeat(SUPPORT_MESSAGE_MAX + 1) },
        `A mensagem deve ter no máximo ${SUPPORT_MESSAGE_MAX} caracteres.`,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await open(who, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await open(who, { topic: "conta", message: "oi\u0000" })).statusCode).toBe(400);
    expect((await open(who, { topic: "conta", message: "Linha um\nLinha dois" })).statusCode).toBe(
      201,
    );
    // Nothing of this person's was written as another topic (other files' tickets may be there).
    expect(
      await t.db
        .select()
        .from(supportTickets)
        .where(and(eq(supportTickets.userId, who.userId), eq(supportTickets.topic, "outro"))),
    ).toEqual([]);
  });

  it("takes at most 5 in 24 hours from one person (429), then again a day later", async () => {
    const who = await person();
    for (let i = 0; i < 5; i++) await opened(who);
    const sixth = await open(who);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toContain("5 chamados nas últimas 24 horas");
    later(1);
    expect((await open(who)).statusCode).toBe(201);
  });

  it("lets only one of several tickets sent at once take the last place of the day", async () => {
    const who = await person();
    for (let i = 0; i < 4; i++) await opened(who);
    const answers = await Promise.all([open(who), open(who), open(who)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 429, 429]);
  });

  it("hides another person's ticket: 404 to read it or write in it", async () => {
    const mine = await opened(await person());
    const stranger = await person();
    expect((await stranger.request({ url: `/api/support/tickets/${mine.id}` })).statusCode).toBe(
      404,
    );
    expect((await write(stranger, mine.id, "Olá")).statusCode).toBe(404);
    const messages = await t.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, mine.id));
    expect(messages).toHaveLength(1);
  });

  it("keeps the queue and its answers to admins", async () => {
    const who = await person();
    const mine = await opened(who);
    expect((await who.request({ url: "/api/admin/support/tickets" })).statusCode).toBe(403);
    const res = await who.request({
      method: "POST",
      url: `/api/admin/support/tickets/${mine.id}/answer`,
      payload: { message: "Eu mesmo respondo" },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("the admins' queue", () => {
  it("lists the earliest deadline first, with age, days left and overdue; filters data subject requests", async () => {
    const start = now;
    const who = await person();
    const lgpd = await opened(who, "dados_acesso", "Quero uma cópia dos meus dados");
    later(1);
    const plain = await opened(who, "agendamento", "A sessão sumiu da minha agenda");
    later(6);
    const fresh = await opened(who, "outro", "Tenho uma sugestão para o aplicativo");
    const mineOnly = (await queue()).filter((x) => x.requester.id === who.userId);
    expect(mineOnly.map((x) => x.id)).toEqual([plain.id, fresh.id, lgpd.id]);
    const [p, f, l] = mineOnly;
    expect(p).toMatchObject({ overdue: true, ageDays: 6, daysLeft: -1 });
    expect(f).toMatchObject({ overdue: false, ageDays: 0, daysLeft: 5 });
    expect(l).toMatchObject({ overdue: false, ageDays: 7, daysLeft: 8, dataSubject: true });
    expect(now.getTime() - start.getTime()).toBe(7 * DAY);
    const lgpdOnly = (await queue("?dataSubject=true")).filter(
      (x) => x.requester.id === who.userId,
    );
    expect(lgpdOnly.map((x) => x.id)).toEqual([lgpd.id]);
    expect((await admin.request({ url: "/api/admin/support/tickets?state=x" })).statusCode).toBe(
      400,
    );
  });

  it("no longer counts an answered plain ticket as overdue; a data subject's request until closed", async () => {
    const who = await person();
    const plain = await opened(who, "conta");
    const lgpd = await opened(who, "dados_correcao", "Meu sobrenome está escrito errado");
    await answer(plain.id);
    await answer(lgpd.id);
    later(16);
    const mine = (await queue()).filter((x) => x.requester.id === who.userId);
    expect(mine.find((x) => x.id === plain.id)?.overdue).toBe(false);
    expect(mine.find((x) => x.id === lgpd.id)?.overdue).toBe(true);
  });
});

describe("answering", () => {
  it("marks it answered and tells the person in the app and by e-mail, never with the text", async () => {
    const user = await makeClient(t.db);
    const who = await signInAs(t.app, user);
    const ticket = await opened(
      who,
      "dados_compartilhamento",
      "Com quem vocês compartilham meu CPF",
    );
    await box.collect();
    later(1);
    const res = await answer(ticket.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "answered" });
    const mails = await box.collect();
    const mail = expectOnlyMessage(mails, user.email, {
      subject: "Você recebeu uma resposta do suporte",
      link: `/suporte/${ticket.id}`,
    });
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain("Corrigimos");
      expect(part).not.toContain("compartilh");
      expect(part).not.toContain("Regina");
    }
    await expectNothingPrivateSent(t.db, mails);
    const inApp = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, user.id));
    expect(inApp).toMatchObject([
      { kind: "support_answered", link: `/suporte/${ticket.id}`, params: {} },
    ]);
    const read = (await who.request({ url: `/api/support/tickets/${ticket.id}` })).json();
    expect(read.status).toBe("answered");
    expect(read.messages).toMatchObject([{ fromStaff: false }, { fromStaff: true, body: ANSWER }]);
    expect(JSON.stringify(read)).not.toContain("Regina");
  });

  it("opens an answered ticket again when the person writes: a new 5 days, a data subject's request keeps its 15", async () => {
    const who = await person();
    const plain = await opened(who, "conta");
    const lgpd = await opened(who, "dados_portabilidade", "Quero levar meus dados");
    await answer(plain.id);
    await answer(lgpd.id);
    later(3);
    const again = await write(who, plain.id, "Ainda não funcionou");
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      status: "open",
      dueAt: new Date(now.getTime() + 5 * DAY).toISOString(),
    });
    const lgpdAgain = (await write(who, lgpd.id, "Em qual formato?")).json();
    expect(lgpdAgain).toMatchObject({ status: "open", dueAt: lgpd.dueAt });
  });
});

describe("closing", () => {
  it("needs the outcome for a data subject's request, records it, and then refuses messages", async () => {
    const who = await person();
    const lgpd = await opened(who, "dados_revogacao", "Retiro o consentimento da nota de saúde");
    const bare = await close(lgpd.id);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toContain("registre o que foi feito");
    const done = await close(lgpd.id, "Consentimento retirado em 28/11; a nota foi apagada.");
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: "closed",
      outcome: expect.stringContaining("apagada"),
    });
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, lgpd.id));
    expect(row).toMatchObject({ status: "closed", closedAt: now });
    expect(row!.closedBy).not.toBeNull();
    const late = await write(who, lgpd.id, "Mais uma coisa");
    expect(late.statusCode).toBe(409);
    expect((await answer(lgpd.id)).statusCode).toBe(409);
    const plain = await opened(who, "outro");
    expect((await close(plain.id)).statusCode).toBe(200);
    const closed = (await queue("?state=closed")).map((x) => x.id);
    expect(closed).toEqual(expect.arrayContaining([lgpd.id, plain.id]));
  });

  it("answers 409 to a second close, also when two arrive at once", async () => {
    const ticket = await opened(await person());
    const answers = await Promise.all([close(ticket.id, "Resolvido"), close(ticket.id, "Feito")]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await close(ticket.id, "De novo")).statusCode).toBe(409);
    expect((await close("00000000-0000-4000-8000-000000000000", "x")).statusCode).toBe(404);
  });
});

describe("the person's data", () => {
  it("exports the tickets and messages; deletion erases the messages and keeps the record", async () => {
    const user = await makeClient(t.db);
    const who = await signInAs(t.app, user);
    const ticket = await opened(who, "dados_exclusao", "Por favor apaguem meu histórico todo");
    later(1);
    await answer(ticket.id);
    const exported = (await who.request({ url: "/api/user/data-export" })).json();
    expect(exported.supportTickets).toMatchObject([{ id: ticket.id, topic: "dados_exclusao" }]);
    expect(exported.supportMessages.map((m: { body: string }) => m.body)).toEqual([
      "Por favor apaguem meu histórico todo",
      ANSWER,
    ]);
    expect((await who.request({ method: "DELETE", url: "/api/user/account" })).statusCode).toBe(
      200,
    );
    const messages = await t.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, ticket.id));
    expect(messages).toEqual([]);
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row).toMatchObject({ status: "closed", outcome: "Conta excluída pelo titular." });
  });
});
