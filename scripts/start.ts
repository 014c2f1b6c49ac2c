/**
 * npm start: builds the web app when dist/web is older than its sources, then serves the API
 * and the web app on one port.
 */
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
import { buildWebApp, isWebBuildStale } from "./web-build";

const root = fileURLToPath(new URL("..", import.meta.url));
// Forked workers (WORKERS > 1) run this file too: only the primary builds.
if (cluster.isPrimary && isWebBuildStale(root)) {
  console.log("Construindo a aplicação web (dist/web)...");
  buildWebApp(root);
}
const { main } = await import("../src/server/main");
await main();
