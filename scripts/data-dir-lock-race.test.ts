/**
 * Many processes taking one embedded data folder at the same instant (decision 0146, 0180):
 * exactly one wins each round, the others stop with the "in use" refusal, none crashes. The
 * winner is then SIGKILLed, so the next round races over its stale lock; some rounds start
 * from an empty lock file (left by an older version that died between create and write).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { transformSync } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { LOCK_FILE } from "../src/server/db/data-dir-lock";
import { tempDirForFile } from "../src/server/test/temp-dir";

const STARTERS = 20;
const ROUNDS = Number(process.env.LOCK_ROUNDS ?? 4);

const work = tempDirForFile("lock-race");
const dataDir = path.join(work, "data");
// Plain JavaScript children start in tens of milliseconds (tsx would take a second each).
const lockModule = path.join(work, "lock.mjs");
const source = readFileSync(path.resolve(import.meta.dirname, "../src/server/db/data-dir-lock.ts"));
writeFileSync(lockModule, transformSync(String(source), { loader: "ts", format: "esm" }).code);
const starter = path.join(work, "starter.mjs");
writeFileSync(
  starter,
  `import { mkdirSync } from "node:fs";
  import { DataDirLockedError, lockDataDir } from ${JSON.stringify(lockModule)};
  mkdirSync(process.argv[2], { recursive: true });
  process.stdin.once("data", () => {
    try {
      lockDataDir(process.argv[2]);
      console.log("won");
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      console.log("refused");
      process.exit(0);
    }
  });
  console.log("ready");`,
);

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

interface Outcome {
  child: ChildProcess;
  said: string;
  stderr: string;
  exit: Promise<number | null>;
}

function startStarter(): Promise<Outcome> {
  const child = spawn(process.execPath, [starter, dataDir], { stdio: ["pipe", "pipe", "pipe"] });
  children.push(child);
  const outcome: Outcome = {
    child,
    said: "",
    stderr: "",
    exit: new Promise((resolve) => child.once("exit", (code) => resolve(code))),
  };
  child.stdout!.on("data", (chunk) => {
    outcome.said += String(chunk);
  });
  child.stderr!.on("data", (chunk) => {
    outcome.stderr += String(chunk);
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", () => outcome.said.includes("ready") && resolve(outcome));
    child.once("exit", (code) =>
      reject(new Error(`starter exited with ${code}: ${outcome.stderr}`)),
    );
  });
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 10));
};

describe("the data-folder lock under simultaneous starts", () => {
  it(`lets exactly one of ${STARTERS} simultaneous starters win, ${ROUNDS} rounds, none crashing`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      if (round % 3 === 2) writeFileSync(path.join(dataDir, LOCK_FILE), "");
      const starters = await Promise.all(Array.from({ length: STARTERS }, startStarter));
      for (const s of starters) s.child.stdin!.write("go\n"); // all at once
      await until(() =>
        starters.every((s) => /won|refused/.test(s.said) || s.child.exitCode !== null),
      );
      const winners = starters.filter((s) => s.said.includes("won"));
      const losers = starters.filter((s) => !s.said.includes("won"));
      const loserExits = await Promise.all(losers.map((s) => s.exit));
      expect({
        round,
        winners: winners.length,
        crashes: losers.filter((s, i) => loserExits[i] !== 0 || s.stderr).map((s) => s.stderr),
      }).toEqual({ round, winners: 1, crashes: [] });
      expect(readFileSync(path.join(dataDir, LOCK_FILE), "utf8")).toBe(
        String(winners[0]!.child.pid),
      );
      // The winner dies without cleaning up: the next round races over its stale lock.
      for (const w of winners) w.child.kill("SIGKILL");
      await Promise.all(winners.map((w) => w.exit));
    }
  }, 240_000);
});
