import { LEGAL_MESSAGES, LEGAL_VERSIONS } from "@domain/legal";
import { legalAcceptances, users } from "@server/db/schema";
import { sessionCookieOf, setupTestApp } from "@server/test/app";
import { makeClient, signInAs, uniqueEmail } from "@server/test/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

/** Issue 31, item 3 (decision 0391): the terms and privacy notice, accepted by version. */
const t = setupTestApp();

const signUp = (email: string, extra: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      firstName: "Joana",
      lastName: "Silva",
      email,
      password: "uma-senha-boa",
      passwordConfirmation: "uma-senha-boa",
      ...extra,
    },
  });

describe("accepting the terms and the privacy notice", () => {
  it("is required at sign-up, and the sign-up records both versions in force", async () => {
    for (const refused of [{}, { acceptLegal: false }, { acceptLegal: "true" }]) {
      const res = await signUp(uniqueEmail("recusa"), refused);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.acceptLegal).toEqual([LEGAL_MESSAGES.mustAcceptAtSignUp]);
    }
    const email = uniqueEmail("aceita");
    const res = await signUp(email, { acceptLegal: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().legalPending).toEqual([]);
    const rows = await t.db
      .select({ document: legalAcceptances.document, version: legalAcceptances.version })
      .from(legalAcceptances)
      .innerJoin(users, eq(users.id, legalAcceptances.userId))
      .where(eq(users.email, email));
    expect(rows.sort((a, b) => a.document.localeCompare(b.document))).toEqual([
      { document: "privacy", version: LEGAL_VERSIONS.privacy.version },
      { document: "terms", version: LEGAL_VERSIONS.terms.version },
    ]);
    const me = await t.app.inject({
      url: "/api/auth/user",
      headers: { cookie: sessionCookieOf(res) },
    });
    expect(me.json().legalPending).toEqual([]);
  });

  it("asks again for a version not accepted: everything but the exempt routes answers 403 until then", async () => {
    const client = await makeClient(t.db);
    const caller = await signInAs(t.app, client);
    expect((await caller.request({ url: "/api/appointments/client" })).statusCode).toBe(200);
    // A new version in force looks like this to someone who accepted the one before.
    await t.db.update(users).set({ termsVersion: "2000-01-01" }).where(eq(users.id, client.id));

    const me = await caller.request({ url: "/api/auth/user" });
    expect(me.statusCode).toBe(200);
    expect(me.json().legalPending).toEqual(["terms"]);
    const blocked = await caller.request({ url: "/api/appointments/client" });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: "legal_pending",
      message: LEGAL_MESSAGES.mustAcceptNewVersion,
    });
    // Their own data and leaving stay open: nobody is held to a text to get their data out.
    expect((await caller.request({ url: "/api/user/data-export" })).statusCode).toBe(200);

    for (const bad of [{}, { documents: [] }, { documents: ["contrato"] }]) {
      const refused = await caller.request({
        method: "POST",
        url: "/api/auth/accept-legal",
        payload: bad,
      });
      expect(refused.statusCode).toBe(400);
    }
    const accepted = await caller.request({
      method: "POST",
      url: "/api/auth/accept-legal",
      payload: { documents: ["terms", "terms"] },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().legalPending).toEqual([]);
    expect((await caller.request({ url: "/api/appointments/client" })).statusCode).toBe(200);

    const exported = (await caller.request({ url: "/api/user/data-export" })).json();
    expect(exported.legalAcceptances).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ document: "terms", version: LEGAL_VERSIONS.terms.version }),
        expect.objectContaining({ document: "privacy", version: LEGAL_VERSIONS.privacy.version }),
      ]),
    );
  });
});
