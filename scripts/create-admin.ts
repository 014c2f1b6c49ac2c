/** npm run create-admin -- --email admin@example.com --password '...' [--first-name A --last-name B] */
import { parseArgs } from "node:util";
import { z } from "zod";
import { isCommonPassword } from "../src/server/auth/password-policy";
import { openConfiguredDatabase } from "../src/server/db/open-configured";
import { loadEnvOrExit } from "../src/server/env";
import { createUserAccount } from "../src/server/features/auth/create-account";
import { findUserByEmail } from "../src/server/features/auth/sign-in";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    "first-name": { type: "string", default: "Admin" },
    "last-name": { type: "string", default: "Acolher" },
  },
});
const input = z
  .object({
    email: z.email({ message: "--email must be a valid e-mail" }),
    password: z
      .string({ message: "--password is required" })
      .min(8, "--password needs at least 8 characters")
      .refine((v) => !isCommonPassword(v), "--password is a common password: choose another"),
  })
  .safeParse(values);
if (!input.success) {
  console.error(input.error.issues[0]?.message);
  process.exit(1);
}
const database = await openConfiguredDatabase(loadEnvOrExit());
try {
  await database.migrate();
  if (await findUserByEmail(database.db, input.data.email)) {
    console.error(`An account with ${input.data.email} already exists.`);
    process.exitCode = 1;
  } else {
    await createUserAccount(database.db, {
      email: input.data.email,
      password: input.data.password,
      firstName: values["first-name"]!,
      lastName: values["last-name"]!,
      role: "admin",
    });
    console.log(`Admin ${input.data.email} created.`);
  }
} finally {
  await database.close();
}
