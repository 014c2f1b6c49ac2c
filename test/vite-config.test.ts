import { spawnSync } from "node:child_process";
import { expect, it } from "vitest";

/**
 * Issue 29, item 13: `npm start` printed Vite's `configLoader: 'native'` warning twice (once per
 * build) before anything of ours. The configs import with file extensions, so Vite's config
 * loaders have nothing to warn about. Both loaded by one process.
 */
it("the Vite and Vitest configs load without warnings", () => {
  const loaded = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const v = await import("vite");
       for (const file of ["vite.config.ts", "vitest.config.ts"])
         await v.loadConfigFromFile({ command: "build", mode: "production" }, file);`,
    ],
    { encoding: "utf8", env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "" } },
  );
  expect(loaded.status).toBe(0);
  expect(`${loaded.stdout}${loaded.stderr}`).not.toMatch(/configLoader|without a file extension/);
});
