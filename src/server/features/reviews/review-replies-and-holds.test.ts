import { notifications, reviews } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { eventMailbox } from "@server/test/event-mail";
import { makeClient, makeConfirmation, makeProfessional, signInAs } from "@server/test/factories";
import { expectNothingPrivateSent } from "@server/test/mail-privacy";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

// Issue 30, item 4 (decision 0388): the professional's one reply under the publicity rules, and
// a review naming a health detail held for its author to rewrite or confirm.

const t = setupTestApp();
const box = eventMailbox(() => t.db);

/** A nutritionist (reviews public), a client with a confirmed session, both signed in. */
async function session() {
  const pro = await makeProfessional(t.db, {
    specialty: "Nutrição",
    user: { firstName: "Marta" },
  });
  const client = await makeClient(t.db, { firstName: "Júlio" });
  const confirmation = await makeConfirmation(t.db, {
    clientId: client.id,
    professionalId: pro.id,
    clientConfirmed: true,
    professionalConfirmed: true,
  });
  const review = (comment: string | null, rating = 4) =>
    author.request({
      method: "POST",
      url: "/api/reviews",
      payload: { professionalId: pro.id, serviceConfirmationId: confirmation.id, rating, comment },
    });
  const author = await signInAs(t.app, client);
  return { pro, client, author, proCaller: await signInAs(t.app, pro), review };
}

const publicList = async (proId: string) =>
  (await t.app.inject({ url: `/api/reviews/professional/${proId}` })).json();
const putReply = (who: Caller, id: string, reply: unknown) =>
  who.request({ method: "PUT", url: `/api/review-replies/${id}`, payload: { reply } });

describe("the professional's reply", () => {
  it("is published under the review, editable and removable; the author is told once, without its text", async () => {
    const { pro, client, proCaller, review } = await session();
    const id = (await review("Ótima orientação, muito atenciosa.")).json().id;
    await box.collect();
    const first = await putReply(proCaller, id, "  Obrigada, Júlio! Foi um prazer.  ");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ reviewId: id, reply: "Obrigada, Júlio! Foi um prazer." });
    expect((await publicList(pro.id)).reviews[0]).toMatchObject({
      id,
      reply: "Obrigada, Júlio! Foi um prazer.",
      repliedAt: expect.any(String),
    });
    const mails = await box.collect();
    expect(mails.map((m) => m.subject)).toEqual(["Sua avaliação recebeu uma resposta"]);
    expect(mails[0]!.text).toContain("Marta respondeu à avaliação que você escreveu.");
    await expectNothingPrivateSent(t.db, mails);

    expect((await putReply(proCaller, id, "Obrigada pela confiança.")).statusCode).toBe(200);
    expect((await publicList(pro.id)).reviews[0].reply).toBe("Obrigada pela confiança.");
    expect(await box.collect()).toEqual([]);
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, client.id), eq(notifications.kind, "review_replied")),
      );
    expect(told).toHaveLength(1);

    const exported = (await proCaller.request({ url: "/api/user/data-export" })).json();
    expect(exported.reviewsReceived).toMatchObject([{ id, reply: "Obrigada pela confiança." }]);

    const removed = await proCaller.request({ method: "DELETE", url: `/api/review-replies/${id}` });
    expect(removed.json()).toEqual({ reviewId: id, reply: null, repliedAt: null });
    expect((await publicList(pro.id)).reviews[0]).toMatchObject({ reply: null, repliedAt: null });
  });

  it("refuses the councils' forbidden wording with the rule's message, and keeps the old reply", async () => {
    const { proCaller, review } = await session();
    const id = (await review("Gostei.")).json().id;
    await putReply(proCaller, id, "Obrigada!");
    const res = await putReply(proCaller, id, "Volte e ganhe 20% de desconto na próxima consulta");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Textos públicos no Acolher não podem anunciar descontos (CFN Res. 599/2018 art. 57; COFFITO Res. 424/2013 art. 39 e Res. 391/2011). A regra vale para todas as profissões.",
    );
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row!.reply).toBe("Obrigada!");
  });

  it("refuses an empty, absurdly long or control-character reply in Portuguese", async () => {
    const { proCaller, review } = await session();
    const id = (await review("Gostei.")).json().id;
    const cases: [unknown, string][] = [
      ["   ", "Escreva a resposta."],
      ["a".repeat(1001), "A resposta deve ter no máximo 1000 caracteres."],
      ["oi\u0007", "Remova caracteres de controle do texto."],
    ];
    for (const [reply, message] of cases) {
      const res = await putReply(proCaller, id, reply);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("is written only on the professional.s own reviews: another professional gets 404", async () => {
    const { review } = await session();
    const id = (await review("Gostei.")).json().id;
    const stranger = await signInAs(t.app, await makeProfessional(t.db));
    expect((await putReply(stranger, id, "Oi")).statusCode).toBe(404);
    expect(
      (await stranger.request({ method: "DELETE", url: `/api/review-replies/${id}` })).statusCode,
    ).toBe(404);
  });
});

describe("a review naming a health detail is held for its author", () => {
  it("is saved held, told to the author with the words found, and counted nowhere", async () => {
    const { pro, author, proCaller, review } = await session();
    const res = await review("Tenho depressão e ela ajustou a dieta com a fluoxetina.", 5);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: "held",
      healthDetails: ["depressão", "fluoxetina"],
    });
    expect(await publicList(pro.id)).toMatchObject({ reviews: [], reviewCount: 0 });
    const mine = (await author.request({ url: "/api/reviews/by-client" })).json();
    expect(mine[0]).toMatchObject({ status: "held", healthDetails: ["depressão", "fluoxetina"] });
    const visitor = await signInAs(t.app, await makeClient(t.db));
    const profile = (await visitor.request({ url: `/api/professionals/${pro.id}` })).json();
    expect(profile.professionalProfile).toMatchObject({ averageRating: null, reviewCount: 0 });
    // Not even the professional's data export holds it.
    const exported = await proCaller.request({ url: "/api/user/data-export" });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain("fluoxetina");
  });

  it("a rewritten comment is checked again: still held with a health word, published without", async () => {
    const { pro, author, review } = await session();
    const id = (await review("Ajudou com o meu TDAH.")).json().id;
    const put = (payload: object) =>
      author.request({ method: "PUT", url: `/api/reviews/${id}`, payload });
    const still = await put({ comment: "Ajudou muito com a minha ansiedade." });
    expect(still.json()).toMatchObject({ status: "held", healthDetails: ["ansiedade"] });
    const clean = await put({ comment: "Ajudou muito, fiquei ansiosa para a próxima sessão." });
    expect(clean.json()).toMatchObject({ status: "published", healthDetails: [] });
    expect(await publicList(pro.id)).toMatchObject({ reviewCount: 1 });
    const again = await put({ comment: "Outra coisa." });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Esta avaliação não está aguardando a sua confirmação.");
  });

  it("the author, warned, publishes it as written; nobody else can", async () => {
    const { pro, author, review } = await session();
    const text = "Me ajudou a lidar com o diabetes.";
    const id = (await review(text, 3)).json().id;
    const other = await signInAs(t.app, await makeClient(t.db));
    const confirm = { comment: text, confirmHealthDetails: true };
    const url = `/api/reviews/${id}`;
    expect((await other.request({ method: "PUT", url, payload: confirm })).statusCode).toBe(404);
    const res = await author.request({ method: "PUT", url, payload: confirm });
    expect(res.json()).toMatchObject({ status: "published", comment: text });
    expect(await publicList(pro.id)).toMatchObject({ averageRating: 3, reviewCount: 1 });
  });
});
