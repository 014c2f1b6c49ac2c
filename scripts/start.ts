/**
 * npm start: builds the web app when dist/web is older than its sources, then serves the API
 * and the web app on one port.
 */
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildWebApp, isWebBuildStale } from "./web-build";

const root = fileURLToPath(new URL("..", import.meta.url));
if (process.env.NODE_ENV === "production") {
  // Production never builds: Vite is a dev dependency, pruned after `npm run build` (and
  // `npm prune` touches package-lock.json, which would look like a stale build). README.
  if (cluster.isPrimary && !existsSync(path.join(root, "dist/web/index.html"))) {
    console.error(
      "dist/web não existe: rode `npm run build` antes de `npm prune --omit=dev` e de iniciar em produção.\n" +
        "dist/web is missing: run `npm run build` before `npm prune --omit=dev` and the production start.",
    );
    process.exit(1);
  }
} else if (cluster.isPrimary && isWebBuildStale(root)) {
  // Forked workers (WORKERS > 1) run this file too: only the primary builds.
  console.log(
    "Construindo a aplicação web (dist/web); na primeira vez leva cerca de um minuto. Depois, o servidor diz o endereço para abrir.",
  );
  buildWebApp(root);
}
const { main } = await import("../src/server/main");
await main();
