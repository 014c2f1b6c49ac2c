import { TELEHEALTH_CONSENT_VERSION } from "@domain/telehealth";
import { addDays, nowInZone } from "@domain/time";
import {
  agendaSettings,
  appointmentPayments,
  appointments,
  contentReports,
  contents,
  conversations,
  messageReports,
  messages,
  notifications,
  professionalProfiles,
  supportTickets,
} from "@server/db/schema";
import type { TestContext } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { makeAppointment, nextWeekday } from "@server/test/factories";
import { makeEndedSession } from "@server/test/no-show-factories";
import { approve, farSlot, proposeFar } from "@server/test/reschedule-factories";
import { makeSeries } from "@server/test/series-factories";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import {
  type Cast,
  freshAppointment,
  freshAvailability,
  freshBlock,
  freshBlockGroup,
  freshConfirmation,
  freshReview,
  type Identity,
} from "./matrix-fixtures";

/**
 * The expected answer of every route for each identity, in IDENTITIES order:
 * [anonymous, client, otherClient, pro, otherPro, admin, banned, noRole]. noRole is signed in
 * but has not picked a role yet: role-restricted routes refuse it (403).
 * Objects in {id} routes belong to `client` and `pro`, made fresh for every call, so the
 * owners' answers are real successes and the strangers' answers are object-level refusals.
 * Bodies for routes without an {id} are empty: an allowed caller gets the contract's 400.
 */
type Answers = readonly [number, number, number, number, number, number, number, number];
export interface MatrixRow {
  answers: Answers;
  request: (t: TestContext, cast: Cast, who: Identity) => Promise<InjectOptions> | InjectOptions;
  /** The request ends the caller's session (sign-out, deletion): sent on a session of its own. */
  endsSession?: true;
}

const get = (url: string) => () => ({ method: "GET" as const, url });
const empty = (method: "POST" | "PUT" | "PATCH", url: string) => () => ({
  method,
  url,
  payload: {},
});
// One working week, Monday to Friday, anchored on its Monday: never on the day the suite runs.
const monday = nextWeekday(1);
const weekStart = addDays(monday, -1);
const range = `startDate=${monday}&endDate=${addDays(monday, 4)}`;

/** A fresh series of the client's with the professional, one pending date. */
const freshSeries = async (t: TestContext, cast: Cast) =>
  makeSeries(t.db, {
    clientId: cast.clientId,
    professionalId: cast.proId,
    appointmentIds: [(await freshAppointment(t.db, cast)).id],
  });

/** A fresh open ticket of the client's (the support channel), by its id. */
const freshTicket = async (t: TestContext, cast: Cast) => {
  const [ticket] = await t.db
    .insert(supportTickets)
    .values({ userId: cast.clientId, topic: "conta", dueAt: new Date(Date.now() + 5 * 86_400_000) })
    .returning({ id: supportTickets.id });
  return ticket!.id;
};

/**
 * The cast's online session happening now (issue 32): one per cast, made on first use, since the
 * professional's approved sessions may not overlap.
 */
const liveSessions = new WeakMap<Cast, Promise<string>>();
export const liveSession = (t: TestContext, cast: Cast) => {
  let made = liveSessions.get(cast);
  if (!made) {
    made = makeAppointment(t.db, {
      clientId: cast.clientId,
      professionalId: cast.proId,
      startedMinutesAgo: 5,
      status: "approved",
      serviceType: "online",
    }).then((row) => row.id);
    liveSessions.set(cast, made);
  }
  return made;
};

/** A fresh future online session of the cast, approved; `requested`: in person asked for. */
const futureOnline = async (t: TestContext, cast: Cast, requested: boolean) => {
  const row = await freshAppointment(t.db, cast);
  await t.db
    .update(appointments)
    .set({
      status: "approved",
      serviceType: "online",
      inPersonRequestedAt: requested ? testNow() : null,
    })
    .where(eq(appointments.id, row.id));
  return row.id;
};

/** A fresh visible content of the cast's professional (decision 0404). */
let contentsMade = 0;
const castContent = async (t: TestContext, cast: Cast) => {
  contentsMade++;
  const [row] = await t.db
    .insert(contents)
    .values({
      professionalId: cast.proId,
      slug: `conteudo-da-matriz-${contentsMade}-${Date.now().toString(36)}`,
      title: "Conteúdo da matriz",
      body: "Um texto sobre sono e rotina.",
      publishedAt: testNow(),
      updatedAt: testNow(),
    })
    .returning({ id: contents.id });
  return row!.id;
};

/** A small real image, for the routes that take one. */
const pngDataUrl = async () => {
  const png = await sharp({
    create: { width: 4, height: 4, channels: 3, background: "#ffffff" },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
};

/** The cast's conversation (one per pair), unblocked or blocked as asked (decision 0406). */
const castConversation = async (t: TestContext, cast: Cast, blocked = false) => {
  const [row] = await t.db
    .insert(conversations)
    .values({
      clientId: cast.clientId,
      professionalId: cast.proId,
      createdAt: testNow(),
      lastMessageAt: testNow(),
      blockedAt: blocked ? testNow() : null,
    })
    .onConflictDoUpdate({
      target: [conversations.clientId, conversations.professionalId],
      set: { blockedAt: blocked ? testNow() : null },
    })
    .returning({ id: conversations.id });
  return row!.id;
};

/** A fresh message in it, from the professional unless told. */
const castMessage = async (t: TestContext, cast: Cast, sender = "professional") => {
  const [row] = await t.db
    .insert(messages)
    .values({
      conversationId: await castConversation(t, cast),
      sender,
      body: "Olá",
      createdAt: testNow(),
    })
    .returning({ id: messages.id });
  return row!.id;
};

/** A fresh approved session of the cast's (decision 0400: its payment may be marked). */
const approvedSession = async (t: TestContext, cast: Cast) => {
  const row = await freshAppointment(t.db, cast);
  await t.db.update(appointments).set({ status: "approved" }).where(eq(appointments.id, row.id));
  return row.id;
};

/** …whose payment the professional marked received, its receipt marked issued or not. */
const receivedSession = async (t: TestContext, cast: Cast, receiptIssued: boolean) => {
  const id = await approvedSession(t, cast);
  await t.db.insert(appointmentPayments).values({
    appointmentId: id,
    receivedOn: "2026-11-27",
    receivedAmount: "180.00",
    receivedMethod: "pix",
    receiptIssuedAt: receiptIssued ? testNow() : null,
  });
  return id;
};

/** The cast's professional takes Pix (issue 33, decision 0399): a key of theirs. */
const PIX_KEY = {
  pixKeyType: "email",
  pixKey: "pix@exemplo.com",
  pixName: "Profissional",
  pixCity: "Recife",
} as const;
const withPixKey = (t: TestContext, cast: Cast) =>
  t.db
    .insert(agendaSettings)
    .values({ professionalId: cast.proId, ...PIX_KEY })
    .onConflictDoUpdate({ target: agendaSettings.professionalId, set: PIX_KEY });

//                                 anon  cli  cli2 pro  pro2 adm  ban  none
export const MATRIX: Record<string, MatrixRow> = {
  "GET /api/login": {
    answers: [302, 302, 302, 302, 302, 302, 403, 302],
    request: get("/api/login"),
  },
  // A page address: no session is read (a banned person learns of the ban at /api/login).
  "GET /login": {
    answers: [302, 302, 302, 302, 302, 302, 302, 302],
    request: get("/login"),
  },
  "GET /api/logout": {
    answers: [302, 302, 302, 302, 302, 302, 403, 302],
    request: get("/api/logout"),
    endsSession: true,
  },
  "POST /api/auth/login": {
    answers: [400, 400, 400, 400, 400, 400, 403, 400],
    request: empty("POST", "/api/auth/login"),
  },
  "POST /api/auth/register": {
    answers: [400, 400, 400, 400, 400, 400, 403, 400],
    request: empty("POST", "/api/auth/register"),
  },
  "GET /api/auth/user": {
    answers: [401, 200, 200, 200, 200, 200, 403, 200],
    request: get("/api/auth/user"),
  },
  "POST /api/auth/accept-legal": {
    answers: [401, 400, 400, 400, 400, 400, 403, 400],
    request: empty("POST", "/api/auth/accept-legal"),
  },
  "POST /api/auth/set-role": {
    answers: [401, 400, 400, 400, 400, 400, 403, 400],
    request: empty("POST", "/api/auth/set-role"),
  },
  // 'Esqueci minha senha': public, a signed-in caller too (decision 0236); empty bodies are 400.
  "POST /api/auth/forgot-password": {
    answers: [400, 400, 400, 400, 400, 400, 403, 400],
    request: empty("POST", "/api/auth/forgot-password"),
  },
  "POST /api/auth/reset-password": {
    answers: [400, 400, 400, 400, 400, 400, 403, 400],
    request: empty("POST", "/api/auth/reset-password"),
  },
  // Outside demo mode the list is empty.
  "GET /api/auth/demo-accounts": {
    answers: [200, 200, 200, 200, 200, 200, 403, 200],
    request: get("/api/auth/demo-accounts"),
  },
  "GET /api/geocoding/cities": {
    answers: [200, 200, 200, 200, 200, 200, 403, 200],
    request: get("/api/geocoding/cities"),
  },
  "GET /api/geocoding/municipalities": {
    answers: [200, 200, 200, 200, 200, 200, 403, 200],
    request: get("/api/geocoding/municipalities"),
  },
  "GET /api/geocoding/neighborhoods": {
    answers: [200, 200, 200, 200, 200, 200, 403, 200],
    request: get("/api/geocoding/neighborhoods?city=Manaus&q=centro"),
  },
  "GET /api/geocoding/neighborhoods/:city": {
    answers: [200, 200, 200, 200, 200, 200, 403, 200],
    request: get(`/api/geocoding/neighborhoods/${encodeURIComponent("São Paulo")}`),
  },
  "GET /api/images/:id": {
    answers: [200, 200, 200, 200, 200, 200, 403, 200],
    request: (_t, cast) => ({ method: "GET", url: `/api/images/${cast.proImageId}` }),
  },
  // Public since issue 18 (decision 0320): visitors and every role read search and profiles.
  "GET /api/professionals/search": {
    answers: [200, 200, 200, 200, 200, 200, 403, 200],
    request: get("/api/professionals/search"),
  },
  "GET /api/professionals/search/count": {
    answers: [200, 200, 200, 200, 200, 200, 403, 200],
    request: get("/api/professionals/search/count?specialty=Psicologia"),
  },
  "GET /api/professionals/search/alternatives": {
    answers: [200, 200, 200, 200, 200, 200, 403, 200],
    request: get("/api/professionals/search/alternatives?specialty=Psicologia&city=Campinas"),
  },
  // A client's saved professionals (issue 18, decision 0343): each client's own list.
  "GET /api/favourites": {
    answers: [401, 200, 200, 403, 403, 403, 403, 403],
    request: get("/api/favourites"),
  },
  "GET /api/favourites/ids": {
    answers: [401, 200, 200, 403, 403, 403, 403, 403],
    request: get("/api/favourites/ids"),
  },
  "PUT /api/favourites/:professionalId": {
    answers: [401, 200, 200, 403, 403, 403, 403, 403],
    request: (_t, cast) => ({ method: "PUT", url: `/api/favourites/${cast.proId}` }),
  },
  "DELETE /api/favourites/:professionalId": {
    answers: [401, 200, 200, 403, 403, 403, 403, 403],
    request: (_t, cast) => ({ method: "DELETE", url: `/api/favourites/${cast.proId}` }),
  },
  "GET /api/professionals/price-range": {
    answers: [200, 200, 200, 200, 200, 200, 403, 200],
    request: get("/api/professionals/price-range"),
  },
  "GET /api/public/stats": {
    answers: [200, 200, 200, 200, 200, 200, 403, 200],
    request: get("/api/public/stats"),
  },
  "GET /api/professionals/:id": {
    answers: [200, 200, 200, 200, 200, 200, 403, 200],
    request: (_t, cast) => ({ method: "GET", url: `/api/professionals/${cast.proId}` }),
  },
  "GET /api/pages": {
    answers: [200, 200, 200, 200, 200, 200, 403, 200],
    request: get("/api/pages?path=/psicologia/sao-paulo"),
  },
  "GET /api/agenda/availability/:id": {
    answers: [401, 200, 200, 200, 200, 200, 403, 403],
    request: (_t, cast) => ({ method: "GET", url: `/api/agenda/availability/${cast.proId}` }),
  },
  "GET /api/agenda/settings/:userId": {
    answers: [401, 200, 200, 200, 200, 200, 403, 403],
    request: (_t, cast) => ({ method: "GET", url: `/api/agenda/settings/${cast.proId}` }),
  },
  "GET /api/agenda/blocked/range": {
    answers: [401, 200, 200, 200, 200, 403, 403, 403],
    request: (_t, cast) => ({
      method: "GET",
      url: `/api/agenda/blocked/range?${range}&professionalId=${cast.proId}`,
    }),
  },
  "POST /api/agenda/availability": {
    answers: [401, 403, 403, 400, 400, 403, 403, 403],
    request: empty("POST", "/api/agenda/availability"),
  },
  "DELETE /api/agenda/availability/:id": {
    answers: [401, 403, 403, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "DELETE",
      url: `/api/agenda/availability/${(await freshAvailability(t.db, cast)).id}`,
    }),
  },
  "POST /api/agenda/settings": {
    answers: [401, 403, 403, 400, 400, 403, 403, 403],
    request: empty("POST", "/api/agenda/settings"),
  },
  "GET /api/agenda/appointments/pending": {
    answers: [401, 403, 403, 200, 200, 403, 403, 403],
    request: get("/api/agenda/appointments/pending"),
  },
  "GET /api/agenda/appointments": {
    answers: [401, 403, 403, 200, 200, 403, 403, 403],
    request: get(`/api/agenda/appointments?${range}`),
  },
  "PUT /api/agenda/appointments/:id/status": {
    answers: [401, 403, 403, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "PUT",
      url: `/api/agenda/appointments/${(await freshAppointment(t.db, cast)).id}/status`,
      payload: { status: "rejected" },
    }),
  },
  "GET /api/agenda/series/:id": {
    answers: [401, 403, 403, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "GET",
      url: `/api/agenda/series/${await freshSeries(t, cast)}`,
    }),
  },
  "PUT /api/agenda/series/:id/status": {
    answers: [401, 403, 403, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "PUT",
      url: `/api/agenda/series/${await freshSeries(t, cast)}/status`,
      payload: { status: "rejected" },
    }),
  },
  "POST /api/agenda/blocked": {
    answers: [401, 403, 403, 400, 400, 403, 403, 403],
    request: empty("POST", "/api/agenda/blocked"),
  },
  "DELETE /api/agenda/blocked/:id": {
    answers: [401, 403, 403, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "DELETE",
      url: `/api/agenda/blocked/${(await freshBlock(t.db, cast)).id}`,
    }),
  },
  "POST /api/agenda/availability/copy": {
    answers: [401, 403, 403, 400, 400, 403, 403, 403],
    request: empty("POST", "/api/agenda/availability/copy"),
  },
  "POST /api/agenda/blocked/range": {
    answers: [401, 403, 403, 400, 400, 403, 403, 403],
    request: empty("POST", "/api/agenda/blocked/range"),
  },
  "GET /api/agenda/blocked/groups": {
    answers: [401, 403, 403, 200, 200, 403, 403, 403],
    request: get("/api/agenda/blocked/groups"),
  },
  "DELETE /api/agenda/blocked/groups/:groupId": {
    answers: [401, 403, 403, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "DELETE",
      url: `/api/agenda/blocked/groups/${await freshBlockGroup(t.db, cast)}`,
    }),
  },
  "GET /api/appointments/client": {
    answers: [401, 200, 200, 403, 403, 403, 403, 403],
    request: get("/api/appointments/client"),
  },
  "GET /api/appointments/professional": {
    answers: [401, 403, 403, 200, 200, 403, 403, 403],
    request: get("/api/appointments/professional"),
  },
  "GET /api/professional/dashboard": {
    answers: [401, 403, 403, 200, 200, 403, 403, 403],
    request: get("/api/professional/dashboard"),
  },
  "GET /api/appointments/professional/week": {
    answers: [401, 200, 200, 200, 200, 403, 403, 403],
    request: (_t, cast) => ({
      method: "GET",
      url: `/api/appointments/professional/week?weekStart=${weekStart}&professionalId=${cast.proId}`,
    }),
  },
  "POST /api/appointments": {
    answers: [401, 400, 400, 403, 403, 403, 403, 403],
    request: empty("POST", "/api/appointments"),
  },
  "PUT /api/appointments/:id/status": {
    answers: [401, 200, 404, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "PUT",
      url: `/api/appointments/${(await freshAppointment(t.db, cast)).id}/status`,
      payload: { status: "cancelled" },
    }),
  },
  // Issue 17: either side proposes a new time for its approved session; strangers get 404.
  "POST /api/appointments/:id/reschedule": {
    answers: [401, 201, 404, 201, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "POST",
      url: `/api/appointments/${(await approve(t.db, (await freshAppointment(t.db, cast)).id)).id}/reschedule`,
      payload: farSlot(),
    }),
  },
  // The professional proposed: the client declines (200), the proposer may not (403).
  "PUT /api/appointments/:id/reschedule/:proposalId": {
    answers: [401, 200, 404, 403, 404, 403, 403, 403],
    request: async (t, cast) => {
      const session = await approve(t.db, (await freshAppointment(t.db, cast)).id);
      const proposal = await proposeFar(t.db, session.id, "professional");
      return {
        method: "PUT",
        url: `/api/appointments/${session.id}/reschedule/${proposal.id}`,
        payload: { status: "declined" },
      };
    },
  },
  "POST /api/appointments/:id/no-show": {
    answers: [401, 403, 403, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "POST",
      url: `/api/appointments/${(await makeEndedSession(t.db, { clientId: cast.clientId, professionalId: cast.proId })).id}/no-show`,
    }),
  },
  "POST /api/appointments/:id/no-show/contest": {
    answers: [401, 200, 404, 403, 403, 403, 403, 403],
    request: async (t, cast) => ({
      method: "POST",
      url: `/api/appointments/${(await makeEndedSession(t.db, { clientId: cast.clientId, professionalId: cast.proId, noShow: true })).id}/no-show/contest`,
      payload: { reason: "Eu estive na sessão." },
    }),
  },
  // Decision 0392: only the appointment's client withdraws the consent for its note.
  "POST /api/appointments/:id/note-consent/withdraw": {
    answers: [401, 200, 404, 403, 403, 403, 403, 403],
    request: async (t, cast) => {
      const { id } = await freshAppointment(t.db, cast);
      await t.db.update(appointments).set({ notes: "Nota" }).where(eq(appointments.id, id));
      return { method: "POST", url: `/api/appointments/${id}/note-consent/withdraw` };
    },
  },
  "GET /api/service-confirmations": {
    answers: [401, 200, 200, 200, 200, 403, 403, 403],
    request: get("/api/service-confirmations"),
  },
  "PATCH /api/service-confirmations/:id/confirm": {
    answers: [401, 200, 404, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "PATCH",
      url: `/api/service-confirmations/${(await freshConfirmation(t.db, cast)).id}/confirm`,
    }),
  },
  "GET /api/reviews/by-client": {
    answers: [401, 200, 200, 403, 403, 403, 403, 403],
    request: get("/api/reviews/by-client"),
  },
  "GET /api/reviews/can-review/:professionalId": {
    answers: [401, 200, 200, 403, 403, 403, 403, 403],
    request: (_t, cast) => ({ method: "GET", url: `/api/reviews/can-review/${cast.proId}` }),
  },
  "POST /api/reviews": {
    answers: [401, 400, 400, 403, 403, 403, 403, 403],
    request: empty("POST", "/api/reviews"),
  },
  "GET /api/reviews/professional/:id": {
    answers: [200, 200, 200, 200, 200, 200, 403, 200],
    request: (_t, cast) => ({ method: "GET", url: `/api/reviews/professional/${cast.proId}` }),
  },
  // Decision 0388: reporting (not one's own), the professional's reply, the author's held review.
  "POST /api/review-reports": {
    answers: [401, 403, 201, 201, 201, 403, 403, 403],
    request: async (t, cast) => {
      // Only a review whose text the caller can read is reported (decision 0387): the cast's
      // psychologist shows hers, for this row.
      await t.db
        .update(professionalProfiles)
        .set({ reviewVisibility: "public" })
        .where(eq(professionalProfiles.userId, cast.proId));
      const { id } = await freshReview(t.db, cast);
      return {
        method: "POST",
        url: "/api/review-reports",
        payload: { reviewId: id, reason: "ofensivo" },
      };
    },
  },
  "PUT /api/review-replies/:id": {
    answers: [401, 403, 403, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "PUT",
      url: `/api/review-replies/${(await freshReview(t.db, cast)).id}`,
      payload: { reply: "Obrigada pela confiança." },
    }),
  },
  "DELETE /api/review-replies/:id": {
    answers: [401, 403, 403, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "DELETE",
      url: `/api/review-replies/${(await freshReview(t.db, cast)).id}`,
    }),
  },
  "PUT /api/reviews/:id": {
    answers: [401, 200, 404, 403, 403, 403, 403, 403],
    request: async (t, cast) => ({
      method: "PUT",
      url: `/api/reviews/${(await freshReview(t.db, cast, { status: "held" })).id}`,
      payload: { comment: "Atendimento atencioso." },
    }),
  },
  "PUT /api/user/profile": {
    answers: [401, 400, 400, 400, 400, 403, 403, 403],
    request: empty("PUT", "/api/user/profile"),
  },
  "POST /api/professional/profile": {
    answers: [401, 403, 403, 400, 400, 403, 403, 403],
    request: empty("POST", "/api/professional/profile"),
  },
  "PUT /api/professional/privacy-settings": {
    answers: [401, 403, 403, 400, 400, 403, 403, 403],
    request: empty("PUT", "/api/professional/privacy-settings"),
  },
  "PUT /api/professional/review-visibility": {
    answers: [401, 403, 403, 400, 400, 403, 403, 403],
    request: empty("PUT", "/api/professional/review-visibility"),
  },
  "POST /api/user/profile-image": {
    answers: [401, 400, 400, 400, 400, 403, 403, 403],
    request: empty("POST", "/api/user/profile-image"),
  },
  "GET /api/user/data-export": {
    answers: [401, 200, 200, 200, 200, 403, 403, 403],
    request: get("/api/user/data-export"),
  },
  "GET /api/user/calendar-feed": {
    answers: [401, 200, 200, 200, 200, 403, 403, 403],
    request: get("/api/user/calendar-feed"),
  },
  "POST /api/user/calendar-feed": {
    answers: [401, 200, 200, 200, 200, 403, 403, 403],
    request: empty("POST", "/api/user/calendar-feed"),
  },
  "DELETE /api/user/calendar-feed": {
    answers: [401, 200, 200, 200, 200, 403, 403, 403],
    request: () => ({ method: "DELETE", url: "/api/user/calendar-feed" }),
  },
  // Public, like a calendar app calls it: an unknown token is 404 for everyone (the banned get
  // 403 before any route, as everywhere).
  "GET /api/calendar/:token.ics": {
    answers: [404, 404, 404, 404, 404, 404, 403, 404],
    request: get(`/api/calendar/${"A".repeat(43)}.ics`),
  },
  "GET /api/notifications": {
    answers: [401, 200, 200, 200, 200, 200, 403, 403],
    request: get("/api/notifications"),
  },
  "GET /api/notifications/unread-count": {
    answers: [401, 200, 200, 200, 200, 200, 403, 403],
    request: get("/api/notifications/unread-count"),
  },
  "POST /api/notifications/read-all": {
    answers: [401, 200, 200, 200, 200, 200, 403, 403],
    request: empty("POST", "/api/notifications/read-all"),
  },
  // A fresh notification of the client: anyone else gets the 404 of an unknown id.
  "POST /api/notifications/:id/read": {
    answers: [401, 200, 404, 404, 404, 404, 403, 403],
    request: async (t, cast) => {
      const [row] = await t.db
        .insert(notifications)
        .values({
          recipientId: cast.clientId,
          kind: "booking_requested",
          title: "Matriz",
          link: "/",
          idempotencyKey: `matrix:${crypto.randomUUID()}`,
        })
        .returning({ id: notifications.id });
      return { method: "POST", url: `/api/notifications/${row!.id}/read`, payload: {} };
    },
  },
  "PUT /api/user/password": {
    answers: [401, 400, 400, 400, 400, 400, 403, 403],
    request: empty("PUT", "/api/user/password"),
  },
  "GET /api/user/email-preferences": {
    answers: [401, 200, 200, 200, 200, 200, 403, 403],
    request: get("/api/user/email-preferences"),
  },
  "PUT /api/user/email-preferences": {
    answers: [401, 400, 400, 400, 400, 400, 403, 403],
    request: empty("PUT", "/api/user/email-preferences"),
  },
  // Public, like a mail provider calls it: a token the server did not make is 404 for everyone.
  "POST /api/email/unsubscribe/:token": {
    answers: [404, 404, 404, 404, 404, 404, 403, 404],
    request: () => ({ method: "POST", url: `/api/email/unsubscribe/${"A".repeat(60)}` }),
  },
  "GET /api/email/unsubscribe/:token": {
    answers: [303, 303, 303, 303, 303, 303, 403, 303],
    request: get(`/api/email/unsubscribe/${"A".repeat(60)}`),
  },
  "GET /api/admin/stats": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: get("/api/admin/stats"),
  },
  // Issue 34, item 4 (decision 0405): the admins' reports and their CSV.
  "GET /api/admin/reports": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: get("/api/admin/reports"),
  },
  "GET /api/admin/reports.csv": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: get("/api/admin/reports.csv"),
  },
  "GET /api/admin/appointments/stats": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: get("/api/admin/appointments/stats"),
  },
  "GET /api/admin/email-delivery": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: get("/api/admin/email-delivery"),
  },
  "GET /api/admin/professionals/pending": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: get("/api/admin/professionals/pending"),
  },
  "GET /api/admin/professionals": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: get("/api/admin/professionals"),
  },
  "PUT /api/admin/professionals/:id/verify": {
    answers: [401, 403, 403, 403, 403, 400, 403, 403],
    request: (_t, cast) => ({
      method: "PUT",
      url: `/api/admin/professionals/${cast.proId}/verify`,
      payload: {},
    }),
  },
  "GET /api/admin/users": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: get("/api/admin/users"),
  },
  "GET /api/admin/users/:id": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: (_t, cast) => ({ method: "GET", url: `/api/admin/users/${cast.clientId}` }),
  },
  "PUT /api/admin/users/:id/ban": {
    answers: [401, 403, 403, 403, 403, 400, 403, 403],
    request: (_t, cast) => ({
      method: "PUT",
      url: `/api/admin/users/${cast.clientId}/ban`,
      payload: {},
    }),
  },
  "GET /api/admin/audit": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: get("/api/admin/audit"),
  },
  "GET /api/admin/audit/admins": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: get("/api/admin/audit/admins"),
  },
  "GET /api/admin/review-reports": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: get("/api/admin/review-reports"),
  },
  "POST /api/admin/reviews/:id/decision": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: async (t, cast) => ({
      method: "POST",
      url: `/api/admin/reviews/${(await freshReview(t.db, cast, { reportedBy: cast.ids.otherClient })).id}/decision`,
      payload: { resolution: "kept" },
    }),
  },
  // The support channel (decision 0390): anyone signed in opens and reads their own tickets; the
  // client's ticket is a 404 to everyone else, the admins' routes too (they read it by its own).
  "POST /api/support/tickets": {
    answers: [401, 400, 400, 400, 400, 400, 403, 400],
    request: empty("POST", "/api/support/tickets"),
  },
  "GET /api/support/tickets": {
    answers: [401, 200, 200, 200, 200, 200, 403, 200],
    request: get("/api/support/tickets"),
  },
  "GET /api/support/tickets/:id": {
    answers: [401, 200, 404, 404, 404, 404, 403, 404],
    request: async (t, cast) => get(`/api/support/tickets/${await freshTicket(t, cast)}`)(),
  },
  "POST /api/support/tickets/:id/messages": {
    answers: [401, 201, 404, 404, 404, 404, 403, 404],
    request: async (t, cast) => ({
      method: "POST",
      url: `/api/support/tickets/${await freshTicket(t, cast)}/messages`,
      payload: { message: "Ainda preciso de ajuda." },
    }),
  },
  "GET /api/admin/support/tickets": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: get("/api/admin/support/tickets"),
  },
  "GET /api/admin/support/tickets/:id": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: async (t, cast) => get(`/api/admin/support/tickets/${await freshTicket(t, cast)}`)(),
  },
  "POST /api/admin/support/tickets/:id/answer": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: async (t, cast) => ({
      method: "POST",
      url: `/api/admin/support/tickets/${await freshTicket(t, cast)}/answer`,
      payload: { message: "Já resolvemos, obrigado." },
    }),
  },
  "POST /api/admin/support/tickets/:id/close": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: async (t, cast) => ({
      method: "POST",
      url: `/api/admin/support/tickets/${await freshTicket(t, cast)}/close`,
      payload: {},
    }),
  },
  // Online sessions (decision 0394): the room to its two parties only; the consent to the client
  // who has a session with that professional (another client: 404).
  "GET /api/rooms/:id": {
    answers: [401, 200, 403, 200, 403, 403, 403, 403],
    request: async (t, cast) => get(`/api/rooms/${await liveSession(t, cast)}`)(),
  },
  "GET /api/telehealth-consent/:professionalId": {
    answers: [401, 200, 404, 403, 403, 403, 403, 403],
    request: (_t, cast) => get(`/api/telehealth-consent/${cast.proId}`)(),
  },
  "POST /api/telehealth-consent": {
    answers: [401, 200, 404, 403, 403, 403, 403, 403],
    request: (_t, cast) => ({
      method: "POST",
      url: "/api/telehealth-consent",
      payload: { professionalId: cast.proId, version: TELEHEALTH_CONSENT_VERSION },
    }),
  },
  "POST /api/telehealth-consent/:professionalId/withdraw": {
    answers: [401, 200, 404, 403, 403, 403, 403, 403],
    request: (_t, cast) => ({
      method: "POST",
      url: `/api/telehealth-consent/${cast.proId}/withdraw`,
    }),
  },
  // The professional's online settings and the client's request for in-person care (decision
  // 0396): each on a fresh future online session of the cast, approved (and, for the answer,
  // with the request already made).
  "GET /api/agenda/online": {
    answers: [401, 403, 403, 200, 200, 403, 403, 403],
    request: get("/api/agenda/online"),
  },
  "PUT /api/agenda/online": {
    answers: [401, 403, 403, 200, 200, 403, 403, 403],
    request: () => ({
      method: "PUT",
      url: "/api/agenda/online",
      payload: { videoLink: null, telehealthConsentExtra: null },
    }),
  },
  "POST /api/appointments/:id/in-person": {
    answers: [401, 200, 404, 403, 403, 403, 403, 403],
    request: async (t, cast) => ({
      method: "POST",
      url: `/api/appointments/${await futureOnline(t, cast, false)}/in-person`,
    }),
  },
  "POST /api/appointments/:id/in-person/answer": {
    answers: [401, 403, 403, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "POST",
      url: `/api/appointments/${await futureOnline(t, cast, true)}/in-person/answer`,
      payload: { accept: false },
    }),
  },
  // The professional's Pix key and a session's Pix code (decision 0399): the code to the
  // session's client only, on a fresh approved session of a professional with a key.
  "GET /api/agenda/pix": {
    answers: [401, 403, 403, 200, 200, 403, 403, 403],
    request: get("/api/agenda/pix"),
  },
  "PUT /api/agenda/pix": {
    answers: [401, 403, 403, 200, 200, 403, 403, 403],
    request: () => ({
      method: "PUT",
      url: "/api/agenda/pix",
      payload: { keyType: "email", key: "pix@exemplo.com", name: "Profissional", city: "Recife" },
    }),
  },
  "GET /api/appointments/:id/pix": {
    answers: [401, 200, 404, 403, 403, 403, 403, 403],
    request: async (t, cast) => {
      await withPixKey(t, cast);
      return get(`/api/appointments/${await futureOnline(t, cast, false)}/pix`)();
    },
  },
  // The reimbursement receipt (decision 0401): the session's client only, once received.
  "GET /api/appointments/:id/receipt.pdf": {
    answers: [401, 200, 404, 403, 403, 403, 403, 403],
    request: async (t, cast) => {
      const { id } = await freshAppointment(t.db, cast);
      await t.db.insert(appointmentPayments).values({
        appointmentId: id,
        receivedOn: "2026-11-27",
        receivedAmount: "180.00",
        receivedMethod: "pix",
      });
      return get(`/api/appointments/${id}/receipt.pdf`)();
    },
  },
  // The payment marks and 'Financeiro' (decision 0400): 'Já paguei' only by the session's
  // client, 'Pagamento recebido' and 'Recibo emitido' only by its professional; CPFs and amounts
  // reach nobody else.
  "POST /api/appointments/:id/payment/paid": {
    answers: [401, 200, 404, 403, 403, 403, 403, 403],
    request: async (t, cast) => ({
      method: "POST",
      url: `/api/appointments/${await approvedSession(t, cast)}/payment/paid`,
      payload: { payerCpf: "529.982.247-25" },
    }),
  },
  "DELETE /api/appointments/:id/payment/paid": {
    answers: [401, 200, 404, 403, 403, 403, 403, 403],
    request: async (t, cast) => {
      const id = await approvedSession(t, cast);
      await t.db
        .insert(appointmentPayments)
        .values({ appointmentId: id, clientPaidAt: testNow(), payerCpf: "52998224725" });
      return { method: "DELETE", url: `/api/appointments/${id}/payment/paid` };
    },
  },
  "POST /api/appointments/:id/payment/received": {
    answers: [401, 403, 403, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "POST",
      url: `/api/appointments/${await approvedSession(t, cast)}/payment/received`,
      payload: {
        receivedOn: nowInZone("America/Sao_Paulo", testNow()).date,
        amount: "180",
        method: "pix",
      },
    }),
  },
  "DELETE /api/appointments/:id/payment/received": {
    answers: [401, 403, 403, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "DELETE",
      url: `/api/appointments/${await receivedSession(t, cast, false)}/payment/received`,
    }),
  },
  "POST /api/appointments/:id/payment/receipt-issued": {
    answers: [401, 403, 403, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "POST",
      url: `/api/appointments/${await receivedSession(t, cast, false)}/payment/receipt-issued`,
    }),
  },
  "DELETE /api/appointments/:id/payment/receipt-issued": {
    answers: [401, 403, 403, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "DELETE",
      url: `/api/appointments/${await receivedSession(t, cast, true)}/payment/receipt-issued`,
    }),
  },
  "GET /api/financeiro": {
    answers: [401, 403, 403, 200, 200, 403, 403, 403],
    request: get("/api/financeiro?month=2026-11"),
  },
  "GET /api/financeiro/sessoes.csv": {
    answers: [401, 403, 403, 200, 200, 403, 403, 403],
    request: get("/api/financeiro/sessoes.csv?month=2026-11"),
  },
  "GET /api/financeiro/receita-saude.csv": {
    answers: [401, 403, 403, 200, 200, 403, 403, 403],
    request: get("/api/financeiro/receita-saude.csv?year=2026"),
  },
  // Messages (decision 0406): a conversation only to its two people (admins: reported ones,
  // through their own route); blocking only by its professional.
  "GET /api/conversations": {
    answers: [401, 200, 200, 200, 200, 403, 403, 403],
    request: get("/api/conversations"),
  },
  "GET /api/conversations/unread": {
    answers: [401, 200, 200, 200, 200, 403, 403, 403],
    request: get("/api/conversations/unread"),
  },
  "POST /api/conversations": {
    answers: [401, 200, 200, 403, 403, 403, 403, 403],
    request: async (t, cast) => {
      await castConversation(t, cast);
      return {
        method: "POST",
        url: "/api/conversations",
        payload: { professionalId: cast.proId, body: "Você atende adolescentes?" },
      };
    },
  },
  "GET /api/conversations/:id/messages": {
    answers: [401, 200, 404, 200, 404, 403, 403, 403],
    request: async (t, cast) =>
      get(`/api/conversations/${await castConversation(t, cast)}/messages`)(),
  },
  "POST /api/conversations/:id/messages": {
    answers: [401, 200, 404, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "POST",
      url: `/api/conversations/${await castConversation(t, cast)}/messages`,
      payload: { body: "Olá" },
    }),
  },
  "POST /api/conversations/:id/read": {
    answers: [401, 204, 404, 204, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "POST",
      url: `/api/conversations/${await castConversation(t, cast)}/read`,
    }),
  },
  "POST /api/conversations/:id/block": {
    answers: [401, 403, 403, 204, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "POST",
      url: `/api/conversations/${await castConversation(t, cast)}/block`,
    }),
  },
  "DELETE /api/conversations/:id/block": {
    answers: [401, 403, 403, 204, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "DELETE",
      url: `/api/conversations/${await castConversation(t, cast, true)}/block`,
    }),
  },
  "GET /api/agenda/messages": {
    answers: [401, 403, 403, 200, 200, 403, 403, 403],
    request: get("/api/agenda/messages"),
  },
  "PUT /api/agenda/messages": {
    answers: [401, 403, 403, 200, 200, 403, 403, 403],
    request: () => ({
      method: "PUT",
      url: "/api/agenda/messages",
      payload: { preBookingMessages: true },
    }),
  },
  // The professional's own message: its author cannot report it (409), a stranger finds none.
  "POST /api/messages/:id/report": {
    answers: [401, 204, 404, 409, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "POST",
      url: `/api/messages/${await castMessage(t, cast)}/report`,
      payload: { reason: "spam" },
    }),
  },
  "GET /api/admin/message-reports": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: get("/api/admin/message-reports"),
  },
  "POST /api/admin/message-reports/:id/resolve": {
    answers: [401, 403, 403, 403, 403, 204, 403, 403],
    request: async (t, cast) => {
      const [report] = await t.db
        .insert(messageReports)
        .values({
          messageId: await castMessage(t, cast),
          reporterId: cast.clientId,
          reason: "spam",
          createdAt: testNow(),
        })
        .returning({ id: messageReports.id });
      return {
        method: "POST",
        url: `/api/admin/message-reports/${report!.id}/resolve`,
        payload: { outcome: "Analisada." },
      };
    },
  },
  // Contents and follows (decision 0404): only verified professionals publish, each their own;
  // follows and the feed are the client's own; the reports' queue is the admins'.
  "POST /api/contents": {
    answers: [401, 403, 403, 201, 201, 403, 403, 403],
    request: () => ({
      method: "POST",
      url: "/api/contents",
      payload: { title: "Sono e rotina", contentText: "Dormir bem ajuda a cuidar da saúde." },
    }),
  },
  "GET /api/contents/mine": {
    answers: [401, 403, 403, 200, 200, 403, 403, 403],
    request: get("/api/contents/mine"),
  },
  "PUT /api/contents/:id": {
    answers: [401, 403, 403, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "PUT",
      url: `/api/contents/${await castContent(t, cast)}`,
      payload: { title: "Sono e rotina", contentText: "Dormir bem ajuda a cuidar da saúde." },
    }),
  },
  "DELETE /api/contents/:id": {
    answers: [401, 403, 403, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "DELETE",
      url: `/api/contents/${await castContent(t, cast)}`,
    }),
  },
  "POST /api/contents/:id/image": {
    answers: [401, 403, 403, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "POST",
      url: `/api/contents/${await castContent(t, cast)}/image`,
      payload: { imageData: await pngDataUrl() },
    }),
  },
  "DELETE /api/contents/:id/image": {
    answers: [401, 403, 403, 200, 404, 403, 403, 403],
    request: async (t, cast) => ({
      method: "DELETE",
      url: `/api/contents/${await castContent(t, cast)}/image`,
    }),
  },
  "GET /api/professionals/:id/contents": {
    answers: [200, 200, 200, 200, 200, 200, 403, 200],
    request: async (_t, cast) => get(`/api/professionals/${cast.proId}/contents`)(),
  },
  "GET /api/feed": {
    answers: [401, 200, 200, 403, 403, 403, 403, 403],
    request: get("/api/feed"),
  },
  "GET /api/follows/:id": {
    answers: [401, 200, 200, 403, 403, 403, 403, 403],
    request: async (_t, cast) => get(`/api/follows/${cast.proId}`)(),
  },
  "PUT /api/follows/:id": {
    answers: [401, 200, 200, 403, 403, 403, 403, 403],
    request: (_t, cast) => ({ method: "PUT", url: `/api/follows/${cast.proId}` }),
  },
  "DELETE /api/follows/:id": {
    answers: [401, 200, 200, 403, 403, 403, 403, 403],
    request: (_t, cast) => ({ method: "DELETE", url: `/api/follows/${cast.proId}` }),
  },
  // The professional's own content: its author cannot report it (403).
  "POST /api/content-reports": {
    answers: [401, 201, 201, 403, 201, 403, 403, 403],
    request: async (t, cast) => ({
      method: "POST",
      url: "/api/content-reports",
      payload: { contentId: await castContent(t, cast), reason: "spam" },
    }),
  },
  "GET /api/admin/content-reports": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: get("/api/admin/content-reports"),
  },
  "POST /api/admin/contents/:id/decision": {
    answers: [401, 403, 403, 403, 403, 200, 403, 403],
    request: async (t, cast) => {
      const id = await castContent(t, cast);
      await t.db
        .insert(contentReports)
        .values({ contentId: id, reporterId: cast.clientId, reason: "spam", createdAt: testNow() });
      return {
        method: "POST",
        url: `/api/admin/contents/${id}/decision`,
        payload: { resolution: "dismissed" },
      };
    },
  },
  // Probes for a load balancer, outside /api/: no session is read, so a banned one gets 200 too.
  "GET /api/site": { answers: [200, 200, 200, 200, 200, 200, 403, 200], request: get("/api/site") },
  "GET /healthz": { answers: [200, 200, 200, 200, 200, 200, 200, 200], request: get("/healthz") },
  "GET /readyz": { answers: [200, 200, 200, 200, 200, 200, 200, 200], request: get("/readyz") },
  "GET /api/openapi.json": {
    answers: [200, 200, 200, 200, 200, 200, 403, 200],
    request: get("/api/openapi.json"),
  },
  "GET /api/docs": { answers: [200, 200, 200, 200, 200, 200, 403, 200], request: get("/api/docs") },
  // Last: the owners' own deletion ends their accounts (the matrix's other rows ran before).
  "DELETE /api/user/account": {
    answers: [401, 200, 200, 200, 200, 403, 403, 403],
    request: () => ({ method: "DELETE", url: "/api/user/account" }),
    endsSession: true,
  },
};
