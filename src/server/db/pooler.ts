import pg from "pg";

/**
 * How DATABASE_URL reaches PostgreSQL (decision 0409). `session`: a connection of the pool is
 * one PostgreSQL session for as long as the pool keeps it (PostgreSQL itself, or PgBouncer in
 * session mode). `transaction`: a transaction pooler such as PgBouncer with
 * `pool_mode = transaction` hands each transaction (each statement outside one) to whichever
 * server connection is free, so nothing may outlive a transaction: no named prepared
 * statements (PgBouncer before 1.21 does not carry them from one server connection to another)
 * and no LISTEN (the notices reach a server connection, not us), which goes to `listenUrl`.
 */
type PoolMode = "session" | "transaction";

export interface Pooling {
  mode: PoolMode;
  /** Where LISTEN connects (PostgreSQL itself, or a session-mode pooler); the pool's URL if none. */
  listenUrl?: string;
}

type Query = (this: pg.Client, config: unknown, ...rest: unknown[]) => unknown;
const sendQuery = pg.Client.prototype.query as unknown as Query;

/**
 * A node-postgres client that sends every statement unnamed: drizzle's `.prepare(name)` and
 * `executeNamed` give a `name`, which pg turns into a Parse of a named statement kept by the
 * server connection and later only a Bind; through a transaction pooler the next Bind may reach
 * another server connection ("prepared statement … does not exist") or the Parse one that
 * already has it ("… already exists"). Unnamed, each statement is parsed where it runs: Parse,
 * Bind, Execute and Sync go together in one round trip, as for any parameterised query.
 */
export class UnnamedStatementsClient extends pg.Client {}

(UnnamedStatementsClient.prototype as unknown as { query: Query }).query = function (
  this: pg.Client,
  config,
  ...rest
) {
  const named =
    typeof config === "object" &&
    config !== null &&
    "name" in config &&
    // A Submittable (pg-cursor, pg-query-stream) is passed as it is.
    !("submit" in config);
  return sendQuery.call(this, named ? { ...config, name: undefined } : config, ...rest);
};
