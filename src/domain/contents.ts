/**
 * Issue 34, item 2 (decision 0404): a verified professional's contents, their public address,
 * the small text format they are written in, and the reasons to report or hide one. No zod
 * here: the web's pages read these without the contracts.
 */

export const CONTENT_TITLE_MIN = 3;
export const CONTENT_TITLE_MAX = 120;
export const CONTENT_TEXT_MAX = 10_000;
/** Contents a feed page and a profile's 'Conteúdos' list show. */
export const FEED_PAGE_SIZE = 10;
export const PROFILE_CONTENTS_SHOWN = 3;
export const CONTENT_REPORT_DETAILS_MAX = 1000;

export const CONTENT_PATH_PREFIX = "/conteudos/";
export const CONTENT_ROUTE_PATTERN = "/conteudos/:slug";

export const contentPath = (slug: string) => `${CONTENT_PATH_PREFIX}${slug}`;

export const CONTENT_MESSAGES = {
  titleTooShort: `O título deve ter pelo menos ${CONTENT_TITLE_MIN} caracteres.`,
  titleTooLong: `O título deve ter no máximo ${CONTENT_TITLE_MAX} caracteres.`,
  textRequired: "Escreva o texto da publicação.",
  textTooLong: `O texto deve ter no máximo ${CONTENT_TEXT_MAX.toLocaleString("pt-BR")} caracteres.`,
  notVerified:
    "Só profissionais verificados publicam conteúdos. Aguarde a análise do seu cadastro.",
  notFound: "Conteúdo não encontrado.",
  professionalNotFound: "Profissional não encontrado.",
  alreadyReported: "Você já denunciou este conteúdo. A equipe do Acolher vai analisar.",
  ownContent: "Você não pode denunciar o seu próprio conteúdo.",
  reasonRequired: "Escolha o motivo da denúncia.",
  detailsTooLong: `Os detalhes devem ter no máximo ${CONTENT_REPORT_DETAILS_MAX} caracteres.`,
  alreadyDecided: "Este conteúdo já foi analisado por outro administrador.",
  hideReasonRequired: "Escolha o motivo para ocultar o conteúdo.",
  hidden: "Este conteúdo foi ocultado pela equipe do Acolher e não pode ser editado.",
} as const;

/** Why someone reports a content; also the reason an admin hides one with. */
export const CONTENT_REPORT_REASONS = {
  publicidade: "Publicidade vedada (promoção, depoimento, antes e depois, promessa de resultado)",
  desinformacao: "Informação falsa ou perigosa para a saúde",
  ofensivo: "Conteúdo ofensivo ou discriminatório",
  dados_pessoais: "Expõe dados de outra pessoa",
  spam: "Spam ou propaganda de terceiros",
  outro: "Outro motivo",
} as const;
export type ContentReportReason = keyof typeof CONTENT_REPORT_REASONS;
export const CONTENT_REPORT_REASON_KEYS = Object.keys(CONTENT_REPORT_REASONS) as [
  ContentReportReason,
  ...ContentReportReason[],
];

/** The author's own contents ('Meus conteúdos'). */
export const OWN_CONTENTS_PATH = "/social";

// ---------------------------------------------------------------------------------------------
// The text format: paragraphs (a blank line between), lists (lines starting "- ", "* " or
// "1. "), **bold**, *italic* and plain https addresses, which become links. Nothing else: no
// HTML, no Markdown links or images. The parse gives a tree; the server's page and the web's
// component render it, each escaping every text.
// ---------------------------------------------------------------------------------------------

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "link"; href: string };

export type Block =
  | { type: "paragraph"; lines: Inline[][] }
  | { type: "list"; ordered: boolean; items: Inline[][] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;
/** An https address up to a space; trailing punctuation stays text ("veja https://x.org."). */
const URL_RE = /https:\/\/[^\s<>"'`]+/g;

function linkify(text: string): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_RE)) {
    let href = match[0];
    const trail = /[.,;:!?)\]]+$/.exec(href)?.[0] ?? "";
    href = href.slice(0, href.length - trail.length);
    const start = match.index ?? 0;
    if (start > at) out.push({ type: "text", text: text.slice(at, start) });
    if (isSafeHttps(href)) out.push({ type: "link", href });
    else out.push({ type: "text", text: href });
    at = start + href.length;
  }
  if (at < text.length) out.push({ type: "text", text: text.slice(at) });
  return out;
}

/** Only an https address with a host: what a browser opens as a web page. */
export function isSafeHttps(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === "https:" && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** `**bold**` and `*italic*` (not nested in each other), then the addresses in the rest. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const re = /\*\*(?=\S)([^*]+?)(?<=\S)\*\*|\*(?=\S)([^*]+?)(?<=\S)\*/g;
  let at = 0;
  for (const match of text.matchAll(re)) {
    const start = match.index ?? 0;
    if (start > at) out.push(...linkify(text.slice(at, start)));
    if (match[1] !== undefined) out.push({ type: "strong", children: linkify(match[1]) });
    else out.push({ type: "em", children: linkify(match[2] ?? "") });
    at = start + match[0].length;
  }
  if (at < text.length) out.push(...linkify(text.slice(at)));
  return out;
}

/** The content's text as blocks: paragraphs split by blank lines, lists by their markers. */
export function parseContentText(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Inline[][] | null = null;
  let list: { ordered: boolean; items: Inline[][] } | null = null;
  const close = () => {
    if (paragraph) blocks.push({ type: "paragraph", lines: paragraph });
    if (list) blocks.push({ type: "list", ...list });
    paragraph = null;
    list = null;
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      close();
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = !!numbered;
      if (!list || list.ordered !== ordered) {
        close();
        list = { ordered, items: [] };
      }
      list.items.push(parseInline(item[1] ?? ""));
      continue;
    }
    if (list) close();
    paragraph ??= [];
    paragraph.push(parseInline(line.trim()));
  }
  close();
  return blocks;
}

const inlineText = (inlines: Inline[]): string =>
  inlines
    .map((i) => (i.type === "text" ? i.text : i.type === "link" ? i.href : inlineText(i.children)))
    .join("");

/** The text without its marks, on one line, cut at a word near `max` characters. */
export function contentExcerpt(text: string, max = 200): string {
  const plain = parseContentText(text)
    .flatMap((b) => (b.type === "paragraph" ? b.lines : b.items))
    .map(inlineText)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
