/**
 * Health details in a review (issue 30, item 4; decision 0388). A diagnosis or a medication
 * named in a public review is sensitive personal data (LGPD, Lei 13.709/2018, art. 5 II and
 * art. 11), about its author or someone else, and a psychologist's page that shows it reads as a
 * testimonial of treatment (Nota Técnica CFP 1/2022). A review that names one is held for its
 * author to confirm: nothing is refused, the author decides once warned.
 *
 * Text is folded as publicity.ts folds it (accents, case, invisible characters away, every run of
 * punctuation or spaces one space) and matched by whole words. Words that are also everyday
 * Portuguese are narrowed: "ansiosa para a próxima sessão" and "fiquei ansioso" pass (the
 * feeling, not the diagnosis), "ansiedade" is held; "TOC" only after "tenho", "tem", "com",
 * "meu" or "de" ("toc toc" passes), "TEA" only after "diagnóstico", "laudo", "grau" or "nível"
 * ("tea" is also English for a drink), "pânico" only as a syndrome, crisis or attack; a CID code
 * is a letter glued to two digits ("F41.1"), so "sala 12" and "a 10 minutos" pass.
 */

interface HealthTerm {
  /** How the author reads it in the warning. */
  label: string;
  patterns: readonly RegExp[];
}

export const HEALTH_TERMS: readonly HealthTerm[] = [
  { label: "depressão", patterns: [/\bdepress(?:ao|oes|ivo|iva|ivos|ivas)\b/] },
  { label: "ansiedade", patterns: [/\bansiedade\b/, /\btranstorno de ansiedade\b/] },
  { label: "pânico", patterns: [/\b(?:sindrome|crises?|ataques?|transtorno) de panico\b/] },
  { label: "TDAH", patterns: [/\btdah\b/, /\bdeficit de atencao\b/] },
  { label: "bipolar", patterns: [/\bbipolar(?:idade|es)?\b/] },
  {
    label: "autismo",
    patterns: [/\bautis(?:mo|ta|tas)\b/, /\b(?:diagnostico|laudo|grau|nivel) (?:de )?tea\b/],
  },
  { label: "esquizofrenia", patterns: [/\besquizofreni(?:a|co|ca)\b/] },
  { label: "borderline", patterns: [/\bborderline\b/] },
  { label: "TOC", patterns: [/\btranstorno obsessivo\b/, /\b(?:tenho|tem|com|meu|de) toc\b/] },
  { label: "anorexia", patterns: [/\banorex(?:ia|ica|ico)\b/] },
  { label: "bulimia", patterns: [/\bbulimi(?:a|ca|co)\b/] },
  { label: "compulsão alimentar", patterns: [/\bcompulsao alimentar\b/] },
  { label: "câncer", patterns: [/\bcancer\b/, /\btumor\b/, /\bquimioterapia\b/] },
  { label: "diabetes", patterns: [/\bdiabet(?:es|ico|ica|icos|icas)\b/] },
  { label: "HIV", patterns: [/\bhiv\b/, /\baids\b/, /\bsoropositiv[oa]\b/] },
  { label: "dependência química", patterns: [/\bdependencia quimica\b/, /\balcoolismo\b/] },
  { label: "estresse pós-traumático", patterns: [/\bestresse pos traumatico\b/, /\btept\b/] },
  // ICD-10 codes (CID-10): a letter glued to two digits, an optional decimal: F32, F41.1, "CID 10".
  { label: "código CID", patterns: [/\b[a-z]\d{2}(?: \d{1,2})?\b/, /\bcid ?1[01]\b/] },
  { label: "fluoxetina", patterns: [/\bfluoxetina\b/, /\bprozac\b/] },
  { label: "sertralina", patterns: [/\bsertralina\b/, /\bzoloft\b/] },
  { label: "escitalopram", patterns: [/\b(?:es)?citalopram\b/, /\blexapro\b/] },
  { label: "clonazepam", patterns: [/\bclonazepam\b/, /\brivotril\b/] },
  { label: "ritalina", patterns: [/\britalina\b/, /\bmetilfenidato\b/, /\bvenvanse\b/] },
  { label: "quetiapina", patterns: [/\bquetiapina\b/, /\bseroquel\b/] },
  { label: "lítio", patterns: [/\b(?:carbonato de )?litio\b/] },
  { label: "ozempic", patterns: [/\bozempic\b/, /\bsemaglutida\b/, /\bmounjaro\b/] },
  { label: "antidepressivo", patterns: [/\bantidepressiv(?:o|os|a|as)\b/] },
  { label: "ansiolítico", patterns: [/\bansiolitic(?:o|os|a|as)\b/] },
  { label: "antipsicótico", patterns: [/\bantipsicotic(?:o|os|a|as)\b/] },
  { label: "diazepam", patterns: [/\bdiazepam\b/, /\balprazolam\b/, /\blorazepam\b/] },
  { label: "venlafaxina", patterns: [/\bvenlafaxina\b/, /\bdesvenlafaxina\b/, /\bduloxetina\b/] },
];

/** Accents, case and invisible characters away; every run of non-letters one space. */
function foldForHealth(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\p{M}\p{Cf}]/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The health details a text names, by label, in the list's order; none for an empty text. */
export function healthDetailsIn(text: string | null | undefined): string[] {
  if (!text) return [];
  const folded = foldForHealth(text);
  return HEALTH_TERMS.filter((term) => term.patterns.some((p) => p.test(folded))).map(
    (term) => term.label,
  );
}

/** What the review form says before anyone writes (issue 30, item 4). */
export const HEALTH_DETAILS_WARNING =
  "Não escreva detalhes de saúde (diagnósticos, medicamentos, tratamentos), seus ou de outra pessoa: a avaliação é pública.";
