import { publicPageQuerySchema, publicPageResponseSchema } from "@domain/contracts/pages";
import { PROFESSIONAL_MESSAGES } from "@domain/contracts/professionals";
import { publicNumberOf } from "@domain/public-pages";
import type { Db } from "@server/db/client";
import { AppError } from "@server/errors";
import { defineRoute, type RouteDef } from "@server/http/route";
import { findListingPage } from "./find-listing-page";
import { findProfilePage } from "./find-profile-page";

/**
 * A public page's reads by its address (`/profissional/…`, `/psicologia/sao-paulo`), for the app
 * moving to one without a full load; the server renders the same on a full load.
 */
export async function findPublicPage(db: Db, path: string) {
  const [, first = "", second = "", third, ...rest] = path.split("/");
  if (first === "profissional" && second && third === undefined) {
    const number = publicNumberOf(second);
    const found = number === null ? null : await findProfilePage(db, number);
    if (found?.status === "found") return found.data;
  } else if (second && rest.length === 0) {
    const listing = await findListingPage(db, {
      specialty: first,
      city: second,
      neighborhood: third,
    });
    if (listing) return listing;
  }
  throw new AppError("not_found", PROFESSIONAL_MESSAGES.notFound);
}

export function pagesRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/pages",
      access: "public",
      tag: "pages",
      summary:
        "A public page's data by its address (a profile at /profissional/<slug>-<number>, or /<specialty>/<city>[/<bairro>]) as a visitor sees it; 404 when there is none (decision 0351).",
      query: publicPageQuerySchema,
      response: publicPageResponseSchema,
      handler: ({ db, query }) => findPublicPage(db, query.path),
    }),
  ];
}
