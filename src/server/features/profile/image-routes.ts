import { idParamSchema } from "@domain/contracts/common";
import { images } from "@server/db/schema";
import { AppError } from "@server/errors";
import { defineRoute, type RouteDef } from "@server/http/route";
import { eq } from "drizzle-orm";

export function imageRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/images/:id",
      access: "public",
      tag: "profile",
      summary:
        "A stored profile image. Ids are random and images immutable, so they cache forever.",
      produces: "image/jpeg",
      params: idParamSchema,
      handler: async ({ db, params, reply }) => {
        const [image] = await db.select().from(images).where(eq(images.id, params.id));
        if (!image) throw new AppError("not_found", "Imagem não encontrada.");
        return reply
          .header("cache-control", "public, max-age=31536000, immutable")
          .header("x-content-type-options", "nosniff")
          .type(image.mimeType)
          .send(image.bytes);
      },
    }),
  ];
}
