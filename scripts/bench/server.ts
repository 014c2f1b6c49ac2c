/** The production server (`npm start`'s src/server/main.ts) in a child process. */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

export interface RunningServer {
  url: string;
  /** CPU time (user + system) the server process has used so far, in ms (Linux /proc). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** utime + stime of a process in ms, or 0 when /proc cannot tell (not Linux, exited). */
export function processCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields 14 and 15 of stat (11 and 12 after the name), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The CPU ms used so far by the PostgreSQL backends connected to `database` (Linux /proc). */
export function backendsCpuMs(database: string): number {
  let total = 0;
  let pids: string[] = [];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (cmdline.startsWith("postgres: ") && cmdline.includes(` ${database} `))
        total += processCpuMs(Number(pid));
    } catch {}
  }
  return total;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** The operator the bench's server names (decision 0389); its pages are stored under it. */
export const BENCH_OPERATOR = {
  OPERATOR_NAME: "Operadora de Teste Ltda.",
  OPERATOR_CNPJ: "11.222.333/0001-81",
  OPERATOR_ADDRESS: "Rua dos Testes, 10, São Paulo - SP",
  OPERATOR_EMAIL: "contato@acolher.test",
  DPO_NAME: "Encarregada de Teste",
  DPO_EMAIL: "dpo@acolher.test",
};
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=…" profiles the server under load.
    [
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      "--import",
      "tsx",
      "src/server/dev-server.ts",
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        SESSION_SECRET: "bench-session-secret-0123456789abcdef",
        ...BENCH_OPERATOR,
        DEMO_DATA: "off",
        ...env,
      },
      // Request logs are written as in production, then dropped (BENCH_SERVER_STDOUT=1 shows
      // them, and what BENCH_SERVER_NODE_ARGS="--trace-gc" prints).
      stdio: ["ignore", process.env.BENCH_SERVER_STDOUT ? "inherit" : "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = once(child, "exit");
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/openapi.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    cpuMs: () => processCpuMs(child.pid),
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Signs in over HTTP; the session cookie. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}
