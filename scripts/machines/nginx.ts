/**
 * Debian's nginx as a foreground process in front of app processes (decision 0411): the
 * repository's own deploy/nginx/acolher.conf, its upstream pointed at the given ports and its
 * listen at a free loopback port, inside a main configuration of a temporary folder (pid, logs
 * and temporary files there, so it needs no root). Each answer names the machine that gave it
 * in `x-upstream` (the test's addition, not the deploy file's).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const DEPLOY_CONF = fileURLToPath(new URL("../../deploy/nginx/acolher.conf", import.meta.url));

/** nginx's path, or null when it is not installed. */
export function findNginx(): string | null {
  for (const candidate of ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"]) {
    if (existsSync(candidate)) return candidate;
  }
  const found = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() || null : null;
}

/** A port nobody listens on right now (the proxy's, known before the app needs PUBLIC_URL). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The deploy file with its machines and listen address replaced. */
export function deployConfFor(listenPort: number, appPorts: number[]): string {
  const conf = readFileSync(DEPLOY_CONF, "utf8");
  const serverLine = /^(\s*)server \d+\.\d+\.\d+\.\d+:\d+ (.*);$/gm;
  const lines = [...conf.matchAll(serverLine)];
  if (lines.length === 0) throw new Error("deploy/nginx/acolher.conf names no upstream server");
  const [indent, options] = [lines[0]![1], lines[0]![2]];
  const machines = appPorts.map((port) => `${indent}server 127.0.0.1:${port} ${options};`);
  let replaced = 0;
  const withMachines = conf.replace(serverLine, () =>
    replaced++ === 0 ? machines.join("\n") : "",
  );
  const listen = /^(\s*)listen 80;$/m;
  if (!listen.test(withMachines)) throw new Error("deploy/nginx/acolher.conf has no 'listen 80;'");
  return withMachines.replace(listen, `$1listen 127.0.0.1:${listenPort};`);
}

export interface ReverseProxy {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startNginx(
  nginx: string,
  dir: string,
  port: number,
  appPorts: number[],
): Promise<ReverseProxy> {
  mkdirSync(path.join(dir, "temp"), { recursive: true });
  writeFileSync(path.join(dir, "acolher.conf"), deployConfFor(port, appPorts));
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, "temp", name)};`;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      // As root, nginx's workers would run as nobody, who cannot write the temporary folder.
      process.getuid?.() === 0 ? "user root;" : "",
      "daemon off;",
      // One worker: requests take the machines in turn, strictly (round robin is per worker).
      "worker_processes 1;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "error.log")} warn;`,
      "events { worker_connections 256; }",
      "http {",
      `  access_log ${path.join(dir, "access.log")};`,
      `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
      "  add_header x-upstream $upstream_addr always;",
      `  include ${path.join(dir, "acolher.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn(
    nginx,
    ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Never left behind by a test process that ends first (a timed-out hook, Ctrl-C).
  const orphaned = () => child.kill("SIGQUIT");
  process.once("exit", orphaned);
  void exited.then(() => process.off("exit", orphaned));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) {
      const log = readFileSync(path.join(dir, "error.log"), "utf8");
      throw new Error(`nginx exited (${child.exitCode}): ${log}`);
    }
    const up = await fetch(`${base}/healthz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error("nginx did not answer within 10 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
    },
  };
}
