import { TELEHEALTH_CONSENT_VERSION } from "@domain/telehealth";
import { SessionStore } from "@server/auth/sessions";
import { setupTestApp, TEST_SESSION_SECRET } from "@server/test/app";
import { snapshot } from "@server/test/db-snapshot";
import { beforeAll, describe, expect, it } from "vitest";
import { type Cast, IDENTITIES, makeCast, send } from "./matrix-fixtures";
import { liveSession, MATRIX } from "./matrix-table";

// Suite 1 of issue 10: every route × every identity gets the answer stated in MATRIX, and a
// refused request changes no data (a hash of every table before and after).
const t = setupTestApp();
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(t);
});

describe("authorization matrix", () => {
  it("has a row for every route of the route table, and no row for a route that is gone", () => {
    const routes = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(
      routes.filter((r) => !(r in MATRIX)),
      "routes without rows",
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((r) => !routes.includes(r)),
      "rows without routes",
    ).toEqual([]);
  });

  it("answers each identity as the table says; a refusal changes nothing", async () => {
    const wrong: string[] = [];
    let pairs = 0;
    for (const [route, row] of Object.entries(MATRIX)) {
      for (const [i, who] of IDENTITIES.entries()) {
        const expected = row.answers[i]!;
        const request = await row.request(t, cast, who);
        const before = expected >= 400 && request.method !== "GET" ? await snapshot(t.db) : null;
        const res = await send(t, cast, who, request, row.endsSession);
        pairs++;
        if (res.statusCode !== expected) {
          wrong.push(
            `${route} as ${who}: ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 120)}`,
          );
        } else if (before !== null && (await snapshot(t.db)) !== before) {
          wrong.push(`${route} as ${who}: refused with ${expected} but data changed`);
        }
      }
    }
    console.info(
      `authorization matrix: ${pairs} (route × identity) pairs checked, ${wrong.length} wrong`,
    );
    expect(wrong).toEqual([]);
    // Every route × 8 identities with a table hash around each refusal: over 500 requests in one
    // test. A limit for a hung request, not a timing budget (a busy 2-core machine takes ~30 s).
  }, 180_000);

  it("the room's signalling WebSocket answers each identity as the room does (decision 0394)", async () => {
    // A cast of its own: the table's last row deletes the shared cast's accounts.
    const cast = await makeCast(t);
    const id = await liveSession(t, cast);
    const consent = await cast.callers.client.request({
      method: "POST",
      url: "/api/telehealth-consent",
      payload: { professionalId: cast.proId, version: TELEHEALTH_CONSENT_VERSION },
    });
    expect(consent.statusCode).toBe(200);
    const expected: Record<(typeof IDENTITIES)[number], number> = {
      anonymous: 401,
      client: 101,
      otherClient: 403,
      pro: 101,
      otherPro: 403,
      admin: 403,
      banned: 403,
      noRole: 403,
    };
    const got: Record<string, number> = {};
    for (const who of IDENTITIES) {
      let cookie = "";
      if (who === "banned") {
        const { token } = await new SessionStore(t.db, TEST_SESSION_SECRET).create(cast.bannedId);
        cookie = `acolher_session=${token}`;
      } else if (who !== "anonymous") cookie = cast.callers[who].cookie;
      try {
        const socket = await t.app.injectWS(`/api/rooms/${id}/signal`, { headers: { cookie } });
        got[who] = 101;
        socket.terminate();
      } catch (error) {
        got[who] = Number(/(\d{3})/.exec(String(error))?.[1]);
      }
    }
    expect(got).toEqual(expected);
  });
});
