/** npm run dev: the API (restarted on change) on API_PORT and Vite with HMR on PORT. */
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "5000";
const apiPort = process.env.API_PORT ?? "5001";
const env = { ...process.env, API_PORT: apiPort };

const api = spawn("npx", ["tsx", "watch", "src/server/dev-server.ts"], {
  stdio: "inherit",
  env: {
    ...env,
    PORT: apiPort,
    HOST: "127.0.0.1",
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  },
});
const web = spawn("npx", ["vite", "--port", port, "--strictPort"], { stdio: "inherit", env });
const stop = () => {
  api.kill("SIGTERM");
  web.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
