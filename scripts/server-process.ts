/**
 * The real server as a child process on a free port (PORT=0): resolves once it listens, with
 * the port it reports in its start line. Used by the crash-safety suite and the shutdown test;
 * a fixed or random port could be taken on the machine (5672 is RabbitMQ's).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SERVER = "import('./src/server/main.ts').then((m) => m.main())";

/**
 * How to start the server: the tests' bundle of it when their global setup made one
 * (`ACOLHER_TEST_SERVER_BUNDLE`, src/server/test/server-bundle.ts: a start without the TypeScript loader
 * takes 4.4 s instead of 7.4 s), else from its sources through tsx, as `npm start` does.
 */
export function serverArgs(): string[] {
  const bundle = process.env.ACOLHER_TEST_SERVER_BUNDLE;
  return bundle ? [bundle] : ["--import", "tsx", "-e", SERVER];
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything the server wrote to stdout so far (JSON log lines). */
  output(): string;
}

export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, serverArgs(), {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  let port = 0;
  return new Promise((resolve, reject) => {
    // Read stdout to the end: an unread pipe fills up and blocks the server's logging. The
    // start line is looked for only until found (every request logs a line after it).
    child.stdout!.on("data", (chunk) => {
      output += String(chunk);
      if (port) return;
      port = Number(/"port":(\d+),[^\n]*"msg":"Acolher em /.exec(output)?.[1] ?? 0);
      if (port) resolve({ child, port, base: `http://127.0.0.1:${port}`, output: () => output });
    });
    child.once("exit", (code, signal) =>
      reject(new Error(`server exited before listening (${signal ?? code})`)),
    );
  });
}
