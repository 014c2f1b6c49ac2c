import { addDays, nowInZone } from "@domain/time";
import { professionalProfiles } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { makeClient, signInAs } from "@server/test/factories";
import { loopGuard } from "@server/test/loop-guard";
import { makeSearchableProfessional, uniqueWord } from "@server/test/search-helpers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let client: Caller;
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
});

interface Card {
  id: string;
  firstName: string;
  nextAvailableAt: string | null;
  timeZone: string;
  professionalProfile: { availableForNewPatients: boolean };
}

const page = async (query: string) => {
  const res = await client.request({ url: `/api/professionals/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Card[];
};

const setNextFree = (id: string, at: Date | null) =>
  t.db
    .update(professionalProfiles)
    .set({ nextFreeAt: at })
    .where(eq(professionalProfiles.userId, id));

const hoursAhead = (hours: number) => new Date(testNow().getTime() + hours * 3_600_000);

describe("GET /api/professionals/search?sort=next_available (decision 0290)", () => {
  it("puts the soonest next free slot first, ties by id, those without one last", async () => {
    const last = uniqueWord();
    const make = (firstName: string) =>
      makeSearchableProfessional(t.db, { user: { firstName, lastName: last } });
    const [ana, bia, caio, davi, eva] = await Promise.all(
      ["Ana", "Bia", "Caio", "Davi", "Eva"].map(make),
    );
    const tie = hoursAhead(30);
    await setNextFree(ana!.id, tie);
    await setNextFree(bia!.id, null);
    await setNextFree(caio!.id, hoursAhead(5));
    await setNextFree(davi!.id, tie);
    await setNextFree(eva!.id, hoursAhead(2));
    const tied = [ana!, davi!].sort((a, b) => (a.id < b.id ? -1 : 1)).map((p) => p.firstName);
    const expected = ["Eva", "Caio", ...tied, "Bia"];

    const found = await page(`name=${last}&sort=next_available`);
    expect(found.map((p) => p.firstName)).toEqual(expected);
    expect(found.at(-1)!.nextAvailableAt).toBeNull();
    // The default order is still decision 0040's (unrated: by name).
    expect((await page(`name=${last}`)).map((p) => p.firstName)).toEqual([
      "Ana",
      "Bia",
      "Caio",
      "Davi",
      "Eva",
    ]);

    // Keyset paging, two at a time, walks the same order without repeats or gaps.
    const walked: string[] = [];
    let after = "";
    const guard = loopGuard(10, "next-free paging");
    for (;;) {
      guard();
      const next = await page(
        `name=${last}&sort=next_available&limit=2${after ? `&after=${after}` : ""}`,
      );
      walked.push(...next.map((p) => p.firstName));
      if (next.length < 2) break;
      after = next.at(-1)!.id;
    }
    expect(walked).toEqual(expected);
  });

  it("walks a specialty's own index in that order, and pages past the first page", async () => {
    const last = uniqueWord();
    const pros = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        makeSearchableProfessional(t.db, {
          specialty: "Fisioterapia",
          user: { firstName: `Fisio${i}`, lastName: last },
        }),
      ),
    );
    await Promise.all(pros.map((p, i) => setNextFree(p.id, hoursAhead(1000 - i))));
    const found = await page(`name=${last}&specialty=Fisioterapia&sort=next_available&limit=3`);
    expect(found.map((p) => p.firstName)).toEqual(["Fisio3", "Fisio2", "Fisio1"]);
    const rest = await page(
      `name=${last}&specialty=Fisioterapia&sort=next_available&limit=3&after=${found[2]!.id}`,
    );
    expect(rest.map((p) => p.firstName)).toEqual(["Fisio0"]);
  });

  it("answers 400 in Portuguese for an unknown order", async () => {
    const res = await client.request({ url: "/api/professionals/search?sort=preco" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Ordenação inválida");
  });
});

describe("nextAvailableAt", () => {
  it("is the professional's local date and time of their next free slot, in their zone", async () => {
    const last = uniqueWord();
    const manaus = await makeSearchableProfessional(t.db, {
      user: { firstName: "Manu", lastName: last },
      profile: { timeZone: "America/Manaus", availableForNewPatients: false },
    });
    // 14:00 in Manaus is 18:00 UTC (no daylight saving there).
    const day = addDays(nowInZone("America/Manaus", testNow()).date, 3);
    await setNextFree(manaus.id, new Date(`${day}T18:00:00Z`));
    const [card] = await page(`name=${last}`);
    expect(card).toMatchObject({
      nextAvailableAt: `${day}T14:00`,
      timeZone: "America/Manaus",
      professionalProfile: { availableForNewPatients: false },
    });
    const profile = await client.request({ url: `/api/professionals/${manaus.id}` });
    expect(profile.json()).toMatchObject({
      nextAvailableAt: `${day}T14:00`,
      timeZone: "America/Manaus",
      viewerMayBook: false,
    });
  });

  it("comes from the agenda: the factory's Monday-to-Friday professional has one within a week", async () => {
    const last = uniqueWord();
    await makeSearchableProfessional(t.db, { user: { firstName: "Rui", lastName: last } });
    const [card] = await page(`name=${last}`);
    expect(card!.nextAvailableAt).toMatch(/^\d{4}-\d{2}-\d{2}T(09|1\d):00$/);
    const today = nowInZone("America/Sao_Paulo", testNow()).date;
    expect(card!.nextAvailableAt!.slice(0, 10) <= addDays(today, 7)).toBe(true);
  });
});
