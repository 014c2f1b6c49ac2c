/**
 * The bench's bare-stack reference (issue 35, decision 0412): Fastify and pg and nothing of
 * ours, answering `GET /reference?i=N` with the rows of the N-th statement in
 * REFERENCE_STATEMENTS (JSON: the SQL text and values the API ran for a search), prepared by
 * name on a pool of the API's size. No session, validation, logging or compression: what the
 * same rows cost without the API around them. Started by scripts/bench/reference.ts.
 */
import Fastify from "fastify";
import pg from "pg";

interface Statement {
  text: string;
  values: unknown[];
}

const statements = JSON.parse(process.env.REFERENCE_STATEMENTS ?? "[]") as Statement[];
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get<{ Querystring: { i?: string } }>("/reference", async (req, reply) => {
  const i = Number(req.query.i ?? 0);
  const statement = statements[i];
  if (!statement) return reply.code(404).send({ message: "no such statement" });
  const { rows } = await pool.query({ name: `reference_${i}`, ...statement });
  return rows;
});

const address = await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT ?? 0) });
console.log(`reference listening on ${address}`);
process.on("SIGTERM", async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
