/** Portuguese words the synthetic marketplace is made of (scripts/seed-scale.ts). */
import type { Specialty } from "../../src/domain/constants";

export const FIRST_NAMES = (
  "Ana,Beatriz,Camila,Carolina,Débora,Fernanda,Gabriela,Helena,Isabela,Júlia,Larissa," +
  "Letícia,Lúcia,Luana,Mariana,Márcia,Natália,Patrícia,Priscila,Renata,Sofia,Tatiane," +
  "Vanessa,Yasmin,Aline,Bruna,Cecília,André,Antônio,Bruno,Caio,Cláudio,Daniel,Eduardo," +
  "Fábio,Felipe,Gustavo,Henrique,João,José,Lucas,Marcelo,Mateus,Otávio,Paulo,Rafael," +
  "Ricardo,Rodrigo,Sérgio,Thiago,Vinícius,Heitor,Luís,Márcio"
).split(",");

export const LAST_NAMES = (
  "Silva,Souza,Oliveira,Santos,Pereira,Lima,Carvalho,Ferreira,Rodrigues,Almeida,Costa," +
  "Gomes,Martins,Araújo,Melo,Barbosa,Ribeiro,Conceição,Gonçalves,Nogueira,Mendes,Cardoso," +
  "Teixeira,Moraes,Rocha,Castro,Andrade,Duarte,Brandão,Sampaio,Monteiro,Prado,Tavares," +
  "Matos,Cunha,Fagundes,Assunção,Guimarães,Pacheco,Bastos,Menezes,Barros,Fontes,Siqueira," +
  "Vasconcelos,Rezende,Campos,Yamamoto,Okada,Nakamura,Sá"
).split(",");

export const STREETS = (
  "Rua dos Pinheiros,Rua Augusta,Avenida Paulista,Rua Teodoro Sampaio,Rua Vergueiro," +
  "Avenida Ibirapuera,Rua Cardeal Arcoverde,Rua Domingos de Morais," +
  "Rua Voluntários da Pátria,Avenida Celso Garcia,Rua da Mooca,Rua Tuiuti," +
  "Avenida Santo Amaro,Rua Clélia,Rua Heitor Penteado,Avenida Jabaquara"
).split(",");

export const REVIEW_COMMENTS = [
  "Excelente profissional, muito atenciosa e pontual.",
  "Me senti acolhido desde a primeira sessão. Recomendo!",
  "Explica tudo com calma e paciência.",
  "Ótimo atendimento, ambiente tranquilo.",
  "Muito competente, já sinto diferença depois de poucas consultas.",
  "Atendimento bom, mas atrasou um pouco.",
  "Chegou no horário e trouxe todo o material necessário.",
  "A consulta online funcionou muito bem.",
  "Gostei bastante, voltarei com certeza.",
  "Profissional dedicado, plano bem adaptado à minha rotina.",
  "Não consegui me adaptar ao método, mas foi educada.",
  "Recomendo de olhos fechados!",
] as const;

/** Per specialty: share of professionals, price window (R$), session length, council register. */
export const SPECIALTY_PROFILE: Record<
  Specialty,
  { share: number; prices: [number, number]; minutes: number; register: [string, string] }
> = {
  Psicologia: { share: 0.35, prices: [150, 320], minutes: 50, register: ["CRP 06/", ""] },
  Nutrição: { share: 0.25, prices: [120, 280], minutes: 60, register: ["CRN-3 ", ""] },
  Fisioterapia: { share: 0.25, prices: [100, 250], minutes: 60, register: ["CREFITO-3 ", "-F"] },
  "Personal Trainer": { share: 0.15, prices: [80, 200], minutes: 60, register: ["CREF ", "-G/SP"] },
};

export const BIO: Record<Specialty, string> = {
  Psicologia: "Psicoterapia para adolescentes e adultos, com foco em ansiedade e relacionamentos.",
  Nutrição: "Nutrição clínica e esportiva, com planos alimentares possíveis para a sua rotina.",
  Fisioterapia: "Fisioterapia ortopédica e reabilitação pós-operatória, com exercícios em casa.",
  "Personal Trainer": "Treino funcional e musculação, para todas as idades e condicionamentos.",
};
