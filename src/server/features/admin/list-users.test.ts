import type { AdminUser } from "@domain/contracts/admin";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeAdmin, makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { loopGuard } from "@server/test/loop-guard";
import { uniqueWord } from "@server/test/search-helpers";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let admin: Caller;
beforeAll(async () => {
  admin = await signInAs(t.app, await makeAdmin(t.db));
});

const list = (query: string) => admin.request({ url: `/api/admin/users?${query}` });
const idsFound = async (query: string) =>
  (await list(query)).json().items.map((u: AdminUser) => u.id);

describe("GET /api/admin/users: search", () => {
  it("finds a name without accents or case ('jose' finds 'José'), and the full name", async () => {
    const last = uniqueWord();
    const jose = await makeClient(t.db, { firstName: "José", lastName: `Conceição ${last}` });
    expect(await idsFound(`search=jose ${"conceicao"} ${last.toUpperCase()}`)).toEqual([jose.id]);
    expect(await idsFound(`search=${last.toLowerCase()}`)).toEqual([jose.id]);
  });

  it("finds part of an e-mail whatever its case, and an exact id", async () => {
    const word = uniqueWord().toLowerCase();
    const user = await makeClient(t.db, { email: `${word}.silva@exemplo.com.br` });
    const other = await makeClient(t.db);
    expect(await idsFound(`search=${word.toUpperCase()}.SILVA@exemplo`)).toEqual([user.id]);
    expect(await idsFound(`search=${other.id}`)).toEqual([other.id]);
  });

  it("reads % and _ in a search as themselves, not as wildcards", async () => {
    expect(await idsFound("search=%25")).toEqual([]);
    expect(await idsFound("search=___")).toEqual([]);
  });

  it("answers the list item shape, never the password hash, and leaves deleted accounts out", async () => {
    const last = uniqueWord();
    const pro = await makeProfessional(t.db, {
      user: { lastName: last, phone: "11987654321", isBanned: true },
    });
    await makeClient(t.db, { lastName: last, deletedAt: new Date() });
    const res = await list(`search=${last}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          id: pro.id,
          firstName: "Profissional",
          lastName: last,
          email: pro.email,
          phone: "11987654321",
          city: "São Paulo",
          role: "professional",
          profileImageUrl: expect.stringMatching(/^\/api\/images\//),
          isBanned: true,
          createdAt: pro.createdAt.toISOString(),
          lastLogin: null,
        },
      ],
      nextCursor: null,
    });
    expect(res.body).not.toMatch(/password|hash|argon/i);
  });
});

describe("GET /api/admin/users: pages", () => {
  it("walks every matching account once, newest first, page by page", async () => {
    const last = uniqueWord();
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push((await makeClient(t.db, { lastName: last })).id);
    const seen: string[] = [];
    let cursor = "";
    let pages = 0;
    const turn = loopGuard(100, "pages");
    do {
      turn();
      const res = await list(`search=${last}&limit=3&cursor=${cursor}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      seen.push(...page.items.map((u: AdminUser) => u.id));
      cursor = page.nextCursor ?? "";
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());
  });

  it("keeps its place when accounts are created between two pages", async () => {
    const last = uniqueWord();
    const first = await makeClient(t.db, { lastName: last });
    const second = await makeClient(t.db, { lastName: last });
    const page1 = (await list(`search=${last}&limit=1`)).json();
    expect(page1.items.map((u: AdminUser) => u.id)).toEqual([second.id]);
    await makeClient(t.db, { lastName: last });
    const page2 = (await list(`search=${last}&limit=1&cursor=${page1.nextCursor}`)).json();
    expect(page2.items.map((u: AdminUser) => u.id)).toEqual([first.id]);
    expect(page2.nextCursor).toBeNull();
  });

  it("answers 400 to a cursor it did not make and to a limit out of range", async () => {
    for (const query of ["cursor=abc", "cursor=WyJ4IiwieSJd", "limit=0", "limit=101", "limit=x"]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe("Paginação inválida");
    }
  });

  it("answers 20 accounts when no limit is given", async () => {
    for (let i = 0; i < 21; i++) await makeClient(t.db);
    expect((await list("")).json().items).toHaveLength(20);
  });
});
