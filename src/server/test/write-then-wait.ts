/** Child process of durability.test.ts: writes one user, says so, then waits to be killed. */
import { openPglite } from "@server/db/client";
import { users } from "@server/db/schema";

const [dataDir, email] = process.argv.slice(2);
const database = await openPglite({ dataDir });
await database.migrate();
await database.db.insert(users).values({ email: email!, firstName: "Durável", lastName: "Teste" });
process.stdout.write("written\n");
setInterval(() => {}, 1000);
