import { brotliDecompressSync } from "node:zlib";
import type { Db } from "@server/db/client";
import { professionalProfiles } from "@server/db/schema";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { makeProfessional } from "./factories";
import { uniqueWord } from "./search-helpers";

/** A verified psychologist ("Bia… Lima", R$ 180,00) and her page's address. */
export async function professionalPage(db: Db, options: { verified?: boolean } = {}) {
  const first = uniqueWord("Bia");
  const user = await makeProfessional(db, {
    user: { firstName: first, lastName: "Lima" },
    profile: {
      titleForm: "feminine",
      priceRange: "180.00",
      ...(options.verified === false ? { isVerified: false } : {}),
    },
  });
  const [row] = await db
    .select({ n: professionalProfiles.publicNumber })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, user.id));
  return {
    user,
    number: row!.n,
    url: `/profissional/${first.toLowerCase()}-lima-psicologa-${row!.n}`,
  };
}

/** A GET as a browser sees it: the HTML, decompressed when it came as brotli. */
export async function visitPage(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({ method: "GET", url, headers });
  const html =
    response.headers["content-encoding"] === "br"
      ? brotliDecompressSync(response.rawPayload).toString("utf8")
      : response.body;
  return { response, html };
}
