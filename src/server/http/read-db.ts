import type { Db } from "@server/db/client";
import { primaryOnly, type ReadDb } from "@server/db/replicas";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The public reads' handle (decision 0410): a caught-up streaming replica when
     * DATABASE_REPLICA_URLS names some, else the primary. Only the search, the listing and
     * profile pages and the sitemap read through it; everything else uses the primary's `db`.
     */
    readDb: ReadDb;
  }
}

export function installReadDb(app: FastifyInstance, db: Db, readDb: ReadDb | undefined): void {
  app.decorate("readDb", readDb ?? primaryOnly(db));
}
