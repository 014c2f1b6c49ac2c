/**
 * The server as one JavaScript file: our TypeScript bundled by esbuild, packages left to Node.
 * The api tests' global setup builds it for the tests that start the server as a process
 * (`npx tsx src/server/test/server-bundle.ts [out]` builds it by hand). A process started on it loads no
 * TypeScript loader and no graph of a few hundred modules through the loader's thread: it
 * listens after 4.4 s instead of 7.4 s (decision 0371). Each source file's `import.meta.url` is
 * rewritten to the file's own address, written relative to the bundle, so what the server reads
 * beside its sources (the migrations, the built web app, the password list) is found as when it
 * runs from them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { build, type Plugin } from "esbuild";

const ROOT = path.join(import.meta.dirname, "../../..");

/** `import.meta.url` in our sources, as the address of the source file itself. */
function sourceUrls(outDir: string): Plugin {
  return {
    name: "source-urls",
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const text = readFileSync(args.path, "utf8");
        if (!text.includes("import.meta.url")) return undefined;
        const relative = path.relative(outDir, args.path).split(path.sep).join("/");
        return {
          contents: text.replaceAll(
            "import.meta.url",
            `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
          ),
          loader: args.path.endsWith("x") ? "tsx" : "ts",
        };
      });
    },
  };
}

/** Bundles the server's entry into `outFile`; resolves when written. */
export async function buildServer(outFile: string): Promise<void> {
  const outDir = path.dirname(outFile);
  await build({
    stdin: {
      contents: `import { main } from "./src/server/main.ts";\nawait main();\n`,
      resolveDir: ROOT,
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    outfile: outFile,
    tsconfig: path.join(ROOT, "tsconfig.json"),
    plugins: [sourceUrls(outDir)],
    logLevel: "warning",
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  await buildServer(path.join(ROOT, process.argv[2] ?? "dist/server/main.mjs"));
}
