import { readFileSync } from "node:fs";
import path from "node:path";
import type { Specialty } from "@domain/constants";
import { parseRegister } from "@domain/professional-register";
import { professionalProfiles as p } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { makeProfessional } from "@server/test/factories";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "./client";

// Issue 30, item 1 (decision 0386): drizzle/0037 fills the parts of the registers saved before
// it. Its SQL mirrors the domain's parser; one list runs through both so they cannot drift. The
// migration only reads rows without parts, so running it again here on legacy rows is what it
// did on the day it ran.
const t = setupTestApp();
const MIGRATION_SQL = readFileSync(path.join(MIGRATIONS_FOLDER, "0037_register_parts.sql"), "utf8");

const EXAMPLES: [Specialty, string][] = [
  ["Psicologia", "CRP 06/123456"],
  ["Psicologia", "crp 6/12345"],
  ["Psicologia", "06 - 123456"],
  ["Psicologia", "CRP06.98765"],
  ["Psicologia", "CRP 6ª 1234"],
  ["Psicologia", "CRP 25/123456"],
  ["Psicologia", "06123456"],
  ["Psicologia", "CRN-3 12345"],
  ["Psicologia", "psicóloga clínica"],
  ["Nutrição", "CRN-3 12345"],
  ["Nutrição", "crn 11/1234"],
  ["Nutrição", "CRN 03 12345"],
  ["Nutrição", "CRN-12 12345"],
  ["Nutrição", "CRP 06/123456"],
  ["Fisioterapia", "CREFITO-3 123456-F"],
  ["Fisioterapia", "crefito 20/98765 f"],
  ["Fisioterapia", "CREFITO-3 123456"],
  ["Fisioterapia", "CREFITO-3 123456-TO"],
  ["Personal Trainer", "CREF 123456-G/SP"],
  ["Personal Trainer", "cref 41942 g/rj"],
  ["Personal Trainer", "123456P/MG"],
  ["Personal Trainer", "CREF4/SP 123456-G"],
  ["Personal Trainer", "CREF 123456-G/XX"],
];

const columns = {
  professionalRegister: p.professionalRegister,
  registerCouncil: p.registerCouncil,
  registerRegion: p.registerRegion,
  registerNumber: p.registerNumber,
};

describe("0037_register_parts (decision 0386)", () => {
  it("reads every example as the domain's parser does; an unreadable one keeps its text", async () => {
    const ids: string[] = [];
    for (const [specialty, text] of EXAMPLES) {
      const user = await makeProfessional(t.db, {
        specialty,
        weekdays: [],
        profile: {
          professionalRegister: text,
          registerCouncil: null,
          registerRegion: null,
          registerNumber: null,
        },
      });
      ids.push(user.id);
    }
    await t.db.execute(sql.raw(MIGRATION_SQL));

    for (const [i, [specialty, text]] of EXAMPLES.entries()) {
      const [row] = await t.db.select(columns).from(p).where(eq(p.userId, ids[i]!));
      const reading = parseRegister(specialty, text);
      const expected = reading.ok
        ? {
            professionalRegister: reading.canonical,
            registerCouncil: reading.parts.council,
            registerRegion: reading.parts.region,
            registerNumber: reading.parts.number,
          }
        : {
            professionalRegister: text,
            registerCouncil: null,
            registerRegion: null,
            registerNumber: null,
          };
      expect(row, `${specialty} ${text}`).toEqual(expected);
    }
    // Both kinds are in the list.
    const readable = EXAMPLES.filter(([s, text]) => parseRegister(s, text).ok).length;
    expect(readable).toBeGreaterThan(5);
    expect(readable).toBeLessThan(EXAMPLES.length - 5);
  });
});
