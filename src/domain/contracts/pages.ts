import { SPECIALTIES } from "../constants";
import { professionalContentsSchema } from "./contents";
import { professionalSearchResultSchema, publicProfessionalSchema } from "./professionals";
import { professionalReviewsResponseSchema } from "./reviews";
import { z } from "./z";

/** GET /api/pages?path=/profissional/ana-souza-12345 (issue 18, decision 0351). */
export const publicPageQuerySchema = z.object({
  path: z
    .string({ message: "Endereço inválido" })
    .max(300, "Endereço inválido")
    .regex(/^\/[a-z0-9/-]*$/, "Endereço inválido"),
});

/** What a public page shows: the same reads the app's pages use. */
export const publicPageResponseSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("profile"),
    professional: publicProfessionalSchema,
    reviews: professionalReviewsResponseSchema,
    contents: professionalContentsSchema.optional(),
  }),
  z.object({
    kind: z.literal("listing"),
    specialty: z.enum(SPECIALTIES),
    city: z.string(),
    /** The city's state ('PI', decision 0337). */
    state: z.string(),
    neighborhood: z.string().nullable(),
    professionals: z.array(professionalSearchResultSchema),
    /** Where nobody is listed yet: online professionals and the city's page (issue 29). */
    alternatives: z
      .object({
        online: z.array(professionalSearchResultSchema),
        cityPath: z.string().nullable(),
      })
      .nullable(),
  }),
]);
