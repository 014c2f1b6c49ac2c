/**
 * npm start: builds the web app when dist/web is older than its sources, then serves the API
 * and the web app on one port.
 */
import { fileURLToPath } from "node:url";
import { buildWebApp, isWebBuildStale } from "./web-build";

const root = fileURLToPath(new URL("..", import.meta.url));
if (isWebBuildStale(root)) {
  console.log("Construindo a aplicação web (dist/web)...");
  buildWebApp(root);
}
const { main } = await import("../src/server/main");
await main();
