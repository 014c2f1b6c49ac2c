/**
 * WORKERS > 1: the primary process prepares the database once (migrations, demo data) and forks
 * that many server processes sharing the port (node:cluster). Everything a request needs lives
 * in PostgreSQL (sessions, sign-in limits), so any worker can answer any request. One worker
 * runs the periodic jobs; a replacement inherits the role (decision 0125).
 */
import cluster from "node:cluster";

const DEMO_MODE = "ACOLHER_DEMO_MODE";
const RUN_JOBS = "ACOLHER_RUN_JOBS";

export interface WorkerRole {
  demoMode: boolean;
  runJobs: boolean;
}

/** In a forked worker, what the primary decided for it; undefined in the primary. */
export function forkedWorkerRole(): WorkerRole | undefined {
  if (cluster.isPrimary) return undefined;
  return { demoMode: process.env[DEMO_MODE] === "1", runJobs: process.env[RUN_JOBS] === "1" };
}

export function forkWorkers(count: number, demoMode: boolean): void {
  let stopping = false;
  const fork = (runJobs: boolean) => {
    const worker = cluster.fork({
      [DEMO_MODE]: demoMode ? "1" : "0",
      [RUN_JOBS]: runJobs ? "1" : "0",
    });
    let listening = false;
    worker.on("listening", () => {
      listening = true;
    });
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      if (!listening) {
        // It never started (bad port, database down): starting it again would loop forever.
        console.error(`Um processo do servidor falhou ao iniciar (${signal ?? code}); encerrando.`);
        stop();
        process.exitCode = 1;
        return;
      }
      console.error(
        `Processo ${worker.process.pid} terminou (${signal ?? code}); iniciando outro.`,
      );
      fork(runJobs);
    });
  };
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  for (let i = 0; i < count; i++) fork(i === 0);
}
