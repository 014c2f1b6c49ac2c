import { describe, expect, it } from "vitest";
import { setupTestApp } from "./app";
import { makeClient, makeProfessional, signInAs } from "./factories";

// Decision 0409. Run by scripts/ci/pgbouncer.sh with TEST_DATABASE_POOLER_URL (PgBouncer,
// pool_mode = transaction): every query of this file's app then goes through it, and each
// statement may reach a different server connection. The hot reads are named statements
// (decision 0127); sent named there, they fail with "prepared statement … does not exist" or
// "… already exists", which the people below would see as 500s. Elsewhere the same file runs on
// PostgreSQL or PGlite directly and must pass too.
const t = setupTestApp();

const ROUNDS = 3;

describe("behind a transaction pooler, hot reads from every pooled connection (decision 0409)", () => {
  it("people signed in at the same moment each get their own account, again and again", async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => makeClient(t.db)));
    const callers = await Promise.all(people.map((person) => signInAs(t.app, person)));
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all(
        callers.map((caller) => caller.request({ method: "GET", url: "/api/auth/user" })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(callers.map(() => 200));
      expect(answers.map((answer) => answer.json().id)).toEqual(people.map((person) => person.id));
    }
  });

  it("visitors searching and opening a profile at the same moment all get their answers", async () => {
    const pro = await makeProfessional(t.db);
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, () =>
          t.app.inject({ method: "GET", url: "/api/professionals/search" }),
        ),
        ...Array.from({ length: 4 }, () =>
          t.app.inject({ method: "GET", url: `/api/professionals/${pro.id}` }),
        ),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      expect(answers.at(-1)?.json().id).toBe(pro.id);
    }
  });
});
