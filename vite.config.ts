import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/vite-precompress.js";

const outDir = fileURLToPath(new URL("./dist/web", import.meta.url));
/** The public pages' server entry (decision 0351): `vite build --ssr` writes it here. */
const ssrOutDir = fileURLToPath(new URL("./dist/ssr", import.meta.url));
const apiPort = Number(process.env.API_PORT ?? 5001);

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  publicDir: isSsrBuild ? false : fileURLToPath(new URL("./src/web/public", import.meta.url)),
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompressAssets(outDir)])],
  resolve: {
    alias: {
      "@domain": fileURLToPath(new URL("./src/domain", import.meta.url)),
      "@web": fileURLToPath(new URL("./src/web", import.meta.url)),
      // React 19 has it built in: the landing page need not carry wouter's shim (decision 0130).
      "use-sync-external-store/shim/index.js": fileURLToPath(
        new URL("./src/web/lib/use-sync-external-store.ts", import.meta.url),
      ),
    },
  },
  build: isSsrBuild
    ? { outDir: ssrOutDir, emptyOutDir: true, ssr: "entry-server.tsx" }
    : {
        outDir,
        emptyOutDir: true,
        // Which files each page needs: the server names them in a page's HTML (decision 0344).
        manifest: true,
        // A browser without modulepreload still loads each module when imported; the polyfill
        // would only weigh on every visitor's landing page (decision 0130).
        modulePreload: { polyfill: false },
        // The entry with everything it imports statically (a group takes its module's dependencies)
        // in one file: left alone, rolldown splits React and other modules the lazy chunks share
        // into extra initial files, which gzip worse (decision 0130).
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "index", test: /src[\\/]web[\\/]main\.tsx$/ },
                // zod in a file of its own: left alone, rolldown put its core into the chunk of the
                // Input component, so pages without a form loaded zod too (decision 0132).
                { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
                // A phone on HTTP/1.1 fetches six files at a time, each a round trip (562 ms on
                // slow 4G): left alone, a signed-in search needed 45 files, every icon and
                // Radix part its own. Three shared files instead: the icons, the UI kit with
                // Radix, and the app shell (signed-in, the client area, the public screens,
                // the route preload): 10 files, no more bytes (decision 0361).
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
                // The class merger every UI component uses, before the UI kit's group: left
                // alone, that group takes it along and passes 50 kB now that the landing's first
                // download no longer holds it (decision 0130).
                { name: "cn", test: /node_modules[\\/]tailwind-merge[\\/]/ },
                {
                  name: "ui",
                  test: /node_modules[\\/](radix-ui|@radix-ui)[\\/]|src[\\/]web[\\/]components[\\/]ui[\\/]/,
                },
                {
                  name: "app",
                  test: /src[\\/]web[\\/](app[\\/](?!areas[\\/](professional|admin))|components[\\/]layout[\\/])/,
                },
              ],
            },
          },
        },
      },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
}));
