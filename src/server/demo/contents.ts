/**
 * A few contents in the demo data (decision 0404): Rafael's and two other verified
 * professionals', so a new user sees the contents on a profile, on their public pages and in the
 * demo client's feed, which follows Rafael. Plain guidance that keeps to the councils' publicity
 * rules: no testimonial, price, promotion or "antes e depois".
 */
import type { Specialty } from "@domain/constants";
import type { Db } from "@server/db/client";
import { contents, follows } from "@server/db/schema";
import { contentSlug } from "@server/shared/content-slug";

interface DemoContent {
  title: string;
  body: string;
  daysAgo: number;
}

const RAFAEL: DemoContent[] = [
  {
    title: "Ansiedade no trabalho: quando procurar ajuda",
    body: "Sentir ansiedade antes de uma apresentação ou de um prazo é comum. Vale procurar ajuda quando ela:\n\n- atrapalha o sono por semanas;\n- faz você evitar tarefas ou pessoas;\n- vem com sintomas no corpo, como aperto no peito ou falta de ar.\n\nA psicoterapia ajuda a entender o que dispara a ansiedade e a construir formas de lidar com ela. Em caso de crise, procure um serviço de saúde ou ligue 188 (CVV).",
    daysAgo: 3,
  },
  {
    title: "Como é a primeira sessão de psicoterapia",
    body: "Na primeira sessão conversamos sobre o que trouxe você, como está a sua rotina e o que espera do acompanhamento. Não há resposta certa: **você fala no seu ritmo**.\n\nTambém combinamos a frequência, a duração das sessões e como funcionam o sigilo e as faltas.",
    daysAgo: 17,
  },
];

const BY_SPECIALTY: Partial<Record<Specialty, DemoContent>> = {
  Nutrição: {
    title: "Prato equilibrado sem complicação",
    body: "Uma forma simples de montar as refeições principais:\n\n- metade do prato com legumes e verduras;\n- um quarto com proteínas (feijão, ovos, carnes ou peixes);\n- um quarto com cereais ou tubérculos, de preferência integrais.\n\nCada pessoa tem necessidades próprias: o plano alimentar é feito na consulta.",
    daysAgo: 6,
  },
  Fisioterapia: {
    title: "Pausas para a coluna de quem trabalha sentado",
    body: "A cada hora, levante-se por alguns minutos, caminhe e alongue o pescoço e os ombros com movimentos lentos.\n\nDor que irradia para braços ou pernas, formigamento ou dor que não melhora em poucos dias pedem avaliação presencial.",
    daysAgo: 10,
  },
};

/** Writes the demo contents and the demo client's follow of Rafael. */
export async function writeDemoContents(
  db: Db,
  input: {
    rafaelId: string;
    clientId: string;
    professionals: { id: string; specialty: Specialty; profile: { isVerified?: boolean } }[];
    now: Date;
  },
): Promise<void> {
  const authored = [
    ...RAFAEL.map((content) => ({ ...content, professionalId: input.rafaelId })),
    ...Object.entries(BY_SPECIALTY).flatMap(([specialty, content]) => {
      const author = input.professionals.find(
        (p) => p.specialty === specialty && p.profile.isVerified && p.id !== input.rafaelId,
      );
      return author ? [{ ...content!, professionalId: author.id }] : [];
    }),
  ];
  await db
    .insert(contents)
    .values(
      authored.map(({ title, body, daysAgo, professionalId }) => {
        const id = crypto.randomUUID();
        const at = new Date(input.now.getTime() - daysAgo * 86_400_000);
        return {
          id,
          professionalId,
          slug: contentSlug(title, id),
          title,
          body,
          publishedAt: at,
          updatedAt: at,
        };
      }),
    )
    .onConflictDoNothing();
  await db
    .insert(follows)
    .values({
      clientId: input.clientId,
      professionalId: input.rafaelId,
      createdAt: new Date(input.now.getTime() - 20 * 86_400_000),
    })
    .onConflictDoNothing();
}
