import type { TestSpecification } from "vitest/node";
import { BaseSequencer } from "vitest/node";
import { seededRandom } from "../src/server/demo/random.js";

/**
 * In CI (or with TEST_SHUFFLE=1) files and tests run in a random order, so no test leans on
 * another having run first (decision 0170). The seed is printed; TEST_SEED=<seed> replays an
 * order.
 */
export function shuffleSeed(env: NodeJS.ProcessEnv = process.env): number | undefined {
  if (env.CI !== "true" && env.TEST_SHUFFLE !== "1") return undefined;
  return Number(env.TEST_SEED ?? Math.floor(Math.random() * 1_000_000));
}

/** The projects' turn: the longest first, so the short ones fill the workers at the end. */
const TURN = ["api", "clock", "web", "web-isolated", "domain", "e2e"];
const turnOf = (name: string) => {
  const i = TURN.findIndex((prefix) => name === prefix || name.startsWith(`${prefix}-`));
  return i === -1 ? TURN.length : i;
};

/**
 * Each project's files one after another (decision 0371), shuffled within the project when the
 * run is shuffled. Vitest hands a worker that keeps its modules (`isolate: false`) the next file
 * only when that file is of the same project; interleaved projects would start a new worker,
 * loading the server and its database again, for almost every file.
 */
export default class ProjectsInTurn extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seed = this.ctx.config.sequence.seed;
    const shuffled = shuffleSeed() !== undefined;
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of files) {
      const name = file.project.name;
      byProject.set(name, [...(byProject.get(name) ?? []), file]);
    }
    const projects = [...byProject.keys()].sort(
      (a, b) => turnOf(a) - turnOf(b) || a.localeCompare(b),
    );
    const ordered: TestSpecification[] = [];
    for (const name of projects) {
      const own = byProject.get(name)!;
      ordered.push(
        ...(shuffled ? seededRandom(seed).sample(own, own.length) : await super.sort(own)),
      );
    }
    // Group order (the journeys after the rest) still comes first.
    return ordered.sort(
      (a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder,
    );
  }
}
