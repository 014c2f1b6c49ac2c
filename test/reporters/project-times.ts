import type { Reporter, TestModule } from "vitest/node";

interface ProjectTime {
  files: number;
  tests: number;
  /** First file started and last file ended, in ms since the run started. */
  first: number;
  last: number;
  /** The files' own durations added up (import, setup and tests). */
  busy: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace(".", ",")} s`;

/**
 * After the default reporter's summary, one line per project: its files and tests, the wall
 * time from its first file's start to its last file's end, and the time its files took added
 * up (more than the wall time when files ran side by side). Decision 0371.
 */
export default class ProjectTimes implements Reporter {
  private startedAt = 0;
  private readonly started = new Map<string, number>();
  private readonly projects = new Map<string, ProjectTime>();

  onTestRunStart() {
    this.startedAt = performance.now();
  }

  onTestModuleStart(module: TestModule) {
    this.started.set(module.moduleId, performance.now() - this.startedAt);
  }

  onTestModuleEnd(module: TestModule) {
    const name = module.project.name || "(root)";
    const start = this.started.get(module.moduleId) ?? 0;
    const end = performance.now() - this.startedAt;
    const project = this.projects.get(name) ?? {
      files: 0,
      tests: 0,
      first: start,
      last: end,
      busy: 0,
    };
    const d = module.diagnostic();
    project.files++;
    project.tests += [...module.children.allTests()].length;
    project.first = Math.min(project.first, start);
    project.last = Math.max(project.last, end);
    project.busy +=
      d.environmentSetupDuration +
      d.prepareDuration +
      d.collectDuration +
      d.setupDuration +
      d.duration;
    this.projects.set(name, project);
  }

  onTestRunEnd() {
    if (this.projects.size === 0) return;
    const lines = [...this.projects.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([name, p]) =>
          `  ${name.padEnd(12)} ${String(p.files).padStart(4)} files ${String(p.tests).padStart(5)} tests  ` +
          `wall ${seconds(p.last - p.first).padStart(8)} (from ${seconds(p.first)} to ${seconds(p.last)})  ` +
          `files added up ${seconds(p.busy)}`,
      );
    const total = performance.now() - this.startedAt;
    console.log(`\nTime per project (whole run ${seconds(total)}):\n${lines.join("\n")}\n`);
  }
}
