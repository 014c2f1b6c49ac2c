import { notifications } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { makeClient, makeProfessional, nextWeekday, signInAs } from "@server/test/factories";
import { loopGuard } from "@server/test/loop-guard";
import { describe, expect, it } from "vitest";

const t = setupTestApp();
const MINUTE = 60_000;
let seeded = 0;

/** `count` notifications for one user, the first the oldest, a minute apart, the newest now. */
async function seed(recipientId: string, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    recipientId,
    kind: "booking_requested",
    title: "Você tem uma nova solicitação de agendamento",
    link: "/professional/agenda",
    idempotencyKey: `booking_requested:centre-test-${++seeded}`,
    createdAt: new Date(testNow().getTime() - (count - 1 - i) * MINUTE),
  }));
  await t.db.insert(notifications).values(rows);
}

async function signedIn(role: "client" | "professional" = "professional") {
  const user = role === "client" ? await makeClient(t.db) : await makeProfessional(t.db);
  return { user, caller: await signInAs(t.app, user) };
}

const unread = async (caller: Caller) =>
  (await caller.request({ method: "GET", url: "/api/notifications/unread-count" })).json().count;

async function allPages(caller: Caller) {
  const guard = loopGuard(20, "paging the notifications");
  const pages: { id: string; createdAt: string; read: boolean }[][] = [];
  let before: string | null = null;
  do {
    guard();
    const url: string = `/api/notifications${before ? `?before=${before}` : ""}`;
    const res = await caller.request({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    pages.push(res.json().items);
    before = res.json().nextCursor;
  } while (before);
  return pages;
}

describe("the notification list (GET /api/notifications)", () => {
  it("shows only the caller's own notifications, newest first, 20 a page, every one once", async () => {
    const { user, caller } = await signedIn();
    const { user: other } = await signedIn();
    await seed(user.id, 45);
    await seed(other.id, 3);
    const pages = await allPages(caller);
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5]);
    const items = pages.flat();
    expect(new Set(items.map((n) => n.id)).size).toBe(45);
    const times = items.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Date.parse(items[0]!.createdAt)).toBeGreaterThan(Date.parse(items[44]!.createdAt));
    expect(items[0]).toMatchObject({
      kind: "booking_requested",
      title: "Você tem uma nova solicitação de agendamento",
      link: "/professional/agenda",
      read: false,
    });
  });

  it("pages notifications written at the same instant without a gap or a repeat", async () => {
    const { user, caller } = await signedIn();
    const at = testNow();
    const rows = Array.from({ length: 25 }, (_, i) => ({
      recipientId: user.id,
      kind: "booking_requested",
      title: "Você tem uma nova solicitação de agendamento",
      link: "/professional/agenda",
      idempotencyKey: `same-instant-${user.id}-${i}`,
      createdAt: at,
    }));
    await t.db.insert(notifications).values(rows);
    const items = (await allPages(caller)).flat();
    expect(new Set(items.map((n) => n.id)).size).toBe(25);
  });

  it("lists any kind with the title it was written with (kinds other areas add)", async () => {
    const { user, caller } = await signedIn("client");
    await t.db.insert(notifications).values({
      recipientId: user.id,
      kind: "a_kind_added_later",
      title: "Sua sessão foi confirmada",
      link: "/appointments",
      idempotencyKey: `later-kind-${user.id}`,
      createdAt: testNow(),
    });
    const [page] = await allPages(caller);
    expect(page).toEqual([
      expect.objectContaining({ kind: "a_kind_added_later", title: "Sua sessão foi confirmada" }),
    ]);
  });

  it("refuses a foreign cursor or page size with a Portuguese 400", async () => {
    const { caller } = await signedIn();
    for (const query of ["before=nao-e-um-cursor", "limit=0", "limit=51", "limit=dez"]) {
      const res = await caller.request({ method: "GET", url: `/api/notifications?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe("Paginação inválida");
    }
  });
});

describe("unread count and marking read", () => {
  it("counts the caller's unread only; opening one lowers it once; 'Marcar todas' brings it to 0", async () => {
    const { user, caller } = await signedIn("client");
    const { user: other, caller: otherCaller } = await signedIn("client");
    await seed(user.id, 3);
    await seed(other.id, 2);
    expect(await unread(caller)).toBe(3);

    const [newest] = (await allPages(caller))[0]!;
    const open = () =>
      caller.request({ method: "POST", url: `/api/notifications/${newest!.id}/read` });
    expect((await open()).statusCode).toBe(200);
    expect(await unread(caller)).toBe(2);
    expect((await open()).statusCode).toBe(200);
    expect(await unread(caller)).toBe(2);
    expect((await allPages(caller))[0]!.map((n) => n.read)).toEqual([true, false, false]);

    const all = await caller.request({ method: "POST", url: "/api/notifications/read-all" });
    expect(all.statusCode).toBe(200);
    expect(await unread(caller)).toBe(0);
    expect((await allPages(caller))[0]!.every((n) => n.read)).toBe(true);
    expect(await unread(otherCaller)).toBe(2);
  });

  it("answers another user's notification with the same 404 as an unknown id, and leaves it unread", async () => {
    const { user: owner, caller: ownerCaller } = await signedIn();
    const { caller: stranger } = await signedIn();
    await seed(owner.id, 1);
    const [mine] = (await allPages(ownerCaller))[0]!;
    const theirs = await stranger.request({
      method: "POST",
      url: `/api/notifications/${mine!.id}/read`,
    });
    const unknown = await stranger.request({
      method: "POST",
      url: `/api/notifications/${crypto.randomUUID()}/read`,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json().message).toBe("Notificação não encontrada.");
    expect(await unread(ownerCaller)).toBe(1);
    const bad = await stranger.request({ method: "POST", url: "/api/notifications/abc/read" });
    expect(bad.statusCode).toBe(400);
  });

  it("a client's booking request rings the professional's bell, linking to the agenda", async () => {
    const { user: pro, caller: proCaller } = await signedIn();
    const { caller: client } = await signedIn("client");
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
    expect(await unread(proCaller)).toBe(1);
    expect(await unread(client)).toBe(0);
    expect((await allPages(proCaller))[0]).toEqual([
      expect.objectContaining({
        title: "Você tem uma nova solicitação de agendamento",
        link: "/professional/agenda",
        read: false,
      }),
    ]);
  });
});
