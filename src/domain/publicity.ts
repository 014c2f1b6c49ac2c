/**
 * The wording the councils' codes forbid in what a professional publishes (issue 30, item 2;
 * decision 0385). One list for the four professions, each rule with its source:
 * - CFP Resolução 3/2007 (Consolidação das Resoluções) art. 53-54 and Nota Técnica CFP 1/2022;
 * - CFN Resolução 599/2018 (Código de Ética do Nutricionista) art. 57 (fees, promotions and
 *   raffles as publicity) and art. 58 (no "antes e depois");
 * - COFFITO Resolução 424/2013 art. 39 (no free care, no "preço ínfimo") and Resolução
 *   391/2011 (no collective-buying deals);
 * - CFP Resolução 10/2005 (Código de Ética do Psicólogo) art. 20: no testimonials (decision 0404,
 *   the professionals' contents).
 * Text is compared folded (no accents, lower case, every run of punctuation or spaces one
 * space) and by whole words, so "GRÁTIS", "gratis" and "grátis!" match and "gratidão" does not.
 */

export const PUBLICITY_RULES = [
  {
    key: "discount",
    label: "descontos",
    source: "CFN Res. 599/2018 art. 57; COFFITO Res. 424/2013 art. 39 e Res. 391/2011",
    patterns: [/\bdescontos?\b/, /\b\d+ off\b/, /\bmetade do preco\b/],
  },
  {
    key: "promotion",
    label: "promoções",
    source: "CFN Res. 599/2018 art. 57; CFP Res. 3/2007 art. 53-54; COFFITO Res. 391/2011",
    patterns: [
      // "Promoção da saúde" (health promotion) is the professions' own vocabulary.
      /\bpromoc(?:ao|oes)\b(?! (?:da|de|do|dos|das|a) (?:saude|bem estar|qualidade|habitos?|autonomia|vida|cuidado|educacao|alimentacao|atividade))/,
      /\bpromocion(?:al|ais)\b/,
      /\bpromo\b/,
      /\bblack friday\b/,
      /\bliquidacao\b/,
      /\boferta (?:especial|imperdivel|relampago|exclusiva|limitada)\b/,
      /\bcompra coletiva\b/,
    ],
  },
  {
    key: "coupon",
    label: "cupons",
    source: "COFFITO Res. 391/2011; CFN Res. 599/2018 art. 57",
    patterns: [/\bcupo(?:m|ns)\b/, /\bvouchers?\b/, /\bcashback\b/],
  },
  {
    key: "raffle",
    label: "sorteios",
    source: "CFN Res. 599/2018 art. 57; CFP Res. 3/2007 art. 53-54",
    patterns: [
      /\bsorte(?:io|ios|ar|amos|arei|aremos|ado|ados|ada|adas)\b/,
      /\brifas?\b/,
      /\bbrindes?\b/,
    ],
  },
  {
    key: "free",
    label: "atendimento grátis ou gratuito",
    source: "COFFITO Res. 424/2013 art. 39; CFN Res. 599/2018 art. 57; CFP Res. 3/2007 art. 53-54",
    patterns: [
      /\bgratis\b/,
      /\bgratuit(?:o|a|os|as|amente)\b/,
      /\bde graca\b/,
      /\bsem (?:custo|custos|cobranca) (?:nenhum|algum|para voce)\b/,
      /\bprimeir[oa] (?:sessao|consulta|avaliacao|aula|atendimento) (?:free|sem custo|por nossa conta|cortesia)\b/,
    ],
  },
  {
    key: "before_after",
    label: "imagens ou relatos de \u201cantes e depois\u201d",
    source: "CFN Res. 599/2018 art. 58; CFP Nota Técnica 1/2022",
    patterns: [
      // "antes e depois das refeições" says when, not what changed: those moments are let through.
      /\bantes e depois\b(?! (?:da|das|do|dos|de) (?:refeic(?:ao|oes)|sess(?:ao|oes)|consultas?|treinos?|atendimentos?|exercicios?|aulas?|cirurgias?|parto|almoco|jantar|cafe|atividades?|sono)\b)/,
      /\bantes (?:x |vs |versus )?depois\b/,
    ],
  },
  {
    // Issue 34, item 2 (decision 0404): a content quoting people attended is a testimonial.
    key: "testimonial",
    label: "depoimentos de pacientes, clientes ou alunos",
    source: "CFP Res. 10/2005 art. 20; CFP Res. 3/2007 art. 53-54 e Nota Técnica CFP 1/2022",
    patterns: [
      /\bdepoimentos?\b/,
      /\brelatos? d[eo]s? (?:meus |minhas |nossos |nossas )?(?:pacientes?|clientes?|alunos?|alunas?)\b/,
      /\b(?:meus|minhas|nossos|nossas) (?:pacientes|clientes|alunos|alunas) (?:dizem|falam|contam|recomendam|aprovam|elogiam)\b/,
    ],
  },
  {
    key: "guaranteed_result",
    label: "resultados prometidos ou garantidos",
    source: "CFP Res. 3/2007 art. 53-54; CFN Res. 599/2018 art. 57; COFFITO Res. 424/2013 art. 39",
    patterns: [
      /\b(?:cura|curas|resultados?|emagrecimento|sucesso|eficacia|satisfacao) garantid[oa]s?\b/,
      /\bgarant(?:o|imos|ia de|ia do|ia da|e|em) (?:a |o |os |seu |sua |seus )?(?:cura|resultados?|emagrecimento|sucesso)\b/,
      /\b100 (?:de )?(?:resultados?|eficacia|eficaz|garantid[oa]s?|cura|sucesso|aprovacao)\b/,
      /\bdinheiro de volta\b/,
      /\bcura (?:definitiva|certa)\b/,
      /\bresultados? (?:certos?|imediatos?)\b/,
    ],
  },
] as const;

type PublicityRule = (typeof PUBLICITY_RULES)[number];
type PublicityRuleKey = PublicityRule["key"];

/**
 * Accents, case and invisible characters (zero-width, soft hyphen: a bio may hold them) away,
 * every run of non-letters and non-digits one space. Two more readings catch a word taken apart
 * to slip by: punctuation inside a word dropped ("G-R-Á-T-I-S", "g.r.a.t.i.s", "de-s-conto")
 * and a run of three or more single letters joined ("g r á t i s").
 */
function foldForPublicity(text: string): string[] {
  const bare = text
    .normalize("NFKD")
    .replace(/[\p{M}\p{Cf}]/gu, "")
    .toLowerCase();
  const spaced = (t: string) => t.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  const folded = spaced(bare);
  const joined = spaced(bare.replace(/(?<=[\p{L}\p{N}])[^\p{L}\p{N}\s]+(?=[\p{L}\p{N}])/gu, ""));
  const unspaced = folded.replace(/(?<![\p{L}\p{N}])\p{L}(?: \p{L}(?![\p{L}\p{N}])){2,}/gu, (run) =>
    run.replaceAll(" ", ""),
  );
  return [...new Set([folded, joined, unspaced])];
}

/** The rules a text breaks, in the list's order; none for an acceptable or empty text. */
export function publicityRulesBroken(text: string | null | undefined): PublicityRule[] {
  if (!text) return [];
  const readings = foldForPublicity(text);
  return PUBLICITY_RULES.filter((rule) =>
    rule.patterns.some((p) => readings.some((reading) => p.test(reading))),
  );
}

/** The plain Portuguese refusal of one rule, naming it and its source. */
export const publicityMessage = (rule: PublicityRule) =>
  `Textos públicos no Acolher não podem anunciar ${rule.label} (${rule.source}). A regra vale para todas as profissões.`;

/** The refusal for a text, from its first broken rule, or null when it may be published. */
export function publicityProblem(text: string | null | undefined): string | null {
  const [rule] = publicityRulesBroken(text);
  return rule ? publicityMessage(rule) : null;
}

export const PUBLICITY_RULE_KEYS = PUBLICITY_RULES.map((rule) => rule.key) as [
  PublicityRuleKey,
  ...PublicityRuleKey[],
];

/**
 * The texts a professional publishes (their profile shows them to everyone): the personal
 * form's bio, the professional form's bio, the office's address, complement and bairro, and the
 * home-service bairros.
 */
export const PUBLISHED_TEXT_FIELDS = [
  "bio",
  "professionalBio",
  "officeAddress",
  "officeComplement",
  "officeNeighborhood",
  "homeServiceAreas",
] as const;
export type PublishedTextField = (typeof PUBLISHED_TEXT_FIELDS)[number];

interface PublicityFlag {
  field: PublishedTextField;
  rule: PublicityRuleKey;
  message: string;
}

/** Every rule each saved text breaks, for the admin's review; the texts are never changed. */
export function publicityFlags(
  texts: Partial<Record<PublishedTextField, string | readonly string[] | null>>,
): PublicityFlag[] {
  return PUBLISHED_TEXT_FIELDS.flatMap((field) => {
    const value = texts[field];
    const values = typeof value === "string" ? [value] : (value ?? []);
    const rules = new Set(values.flatMap((text) => publicityRulesBroken(text)));
    return [...rules].map((rule) => ({ field, rule: rule.key, message: publicityMessage(rule) }));
  });
}
