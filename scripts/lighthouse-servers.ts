/** The two sites `npm run lighthouse` measures: Acolher as `npm start` serves it, and a minimal page. */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "..");

async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`npm start saiu com código ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} não respondeu em 5 minutos`);
}

/** `npm start` on its own port and a fresh embedded database, so the demo data is seeded. */
export async function startAcolher(port: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "acolher-lighthouse-"));
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, child);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
};

/**
 * A minimal Vite + React 19 page (scripts/lighthouse-minimal), built for production and served
 * gzipped with an immutable cache like the app's assets: the best this machine allows.
 */
export async function serveMinimalPage(port: number) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), "acolher-lighthouse-minimal-"));
  await build({
    configFile: false,
    root: path.join(root, "scripts/lighthouse-minimal"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
  });
  const server: Server = createServer((req, res) => {
    const name = req.url === "/" ? "index.html" : (req.url ?? "").replace(/^\/+/, "");
    const file = path.join(outDir, path.normalize(name));
    if (!file.startsWith(outDir)) return res.writeHead(404).end();
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      return res.writeHead(404).end();
    }
    res.writeHead(200, {
      "content-type": CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream",
      "content-encoding": "gzip",
      "cache-control": name.startsWith("assets/")
        ? "public, max-age=31536000, immutable"
        : "no-cache",
    });
    res.end(gzipSync(body));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const stop = () => {
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}/`, stop };
}
