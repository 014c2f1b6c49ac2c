import type { SiteInfo } from "@domain/contracts/site";
import type { EmailCategory } from "@domain/notifications";
import { oneLine } from "@domain/text";
import { renderMailHtml } from "./mail-html";

/**
 * The e-mails, in Portuguese, as plain text and HTML. Subjects and bodies name no health detail,
 * CPF, note or address (LGPD): only that something happened, with whom and when, and a link into
 * the app. Every value is escaped in the HTML (React's rendering: a name holding `<script>`
 * arrives as text).
 */
export interface TemplateValues {
  /** The recipient's first name, read at delivery. */
  firstName: string;
  /** The absolute link into the app. */
  url: string;
  params: Record<string, string>;
  /** Optional categories only: the one-click address (header) and the page (footer link). */
  unsubscribe?: { oneClick: string; page: string };
  /** The delivery's sender and recipient, named by a calendar invitation (decision 0374). */
  parties: CalendarParties;
  /** Who operates Acolher: every e-mail's footer names it (decision 0389). */
  site: SiteInfo;
}

/** MAIL_FROM (the invitation's ORGANIZER) and the recipient's address (its only ATTENDEE). */
export interface CalendarParties {
  from: string;
  to: string;
  /** Any absolute address of the app (the e-mail's link): an online session's room is resolved on it. */
  appUrl?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  /** List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on optional e-mails. */
  headers?: Record<string, string>;
}

/**
 * Who sends it (decision 0389; Decreto 7.962/2013 art. 2º, Resolução CD/ANPD 18/2024): the
 * operator's name, CNPJ, address and contact, and the encarregado's, in every e-mail.
 */
export function operatorFooter(site: SiteInfo): string[] {
  const { operator, dpo } = site;
  return [
    `O Acolher é operado por ${operator.name}, CNPJ ${operator.cnpj}, ${operator.address}. Contato: ${operator.email}.`,
    `Encarregado de dados: ${dpo.name} (${dpo.email}).`,
  ];
}

/** The footer line of optional e-mails, before the link (decision 0241). */
export const UNSUBSCRIBE_FOOTER = "Não quer mais receber estes e-mails?";

export interface Template {
  /** Required categories cannot be turned off; optional ones carry List-Unsubscribe. */
  category: EmailCategory;
  /** The in-app notification's title and the e-mail's subject. */
  title: string;
  /** Paragraphs of the body (plain text; escaped for the HTML). */
  paragraphs(params: Record<string, string>): string[];
  /**
   * The in-app list's line under the title: who and when (decision 0383). Absent, the first
   * paragraph, which names the other person and the session's date where the kind has them.
   */
  summary?(params: Record<string, string>): string;
  action: string;
  /**
   * A second button before the action, to a path of the app resolved like the action's link
   * (an online session's "Entrar na sessão", decision 0397); null for none.
   */
  extraAction?(params: Record<string, string>): { label: string; path: string } | null;
  /** False for e-mails that are not an in-app notification too (the password-reset link). */
  inApp?: false;
  /** Files sent with the e-mail, such as an .ics invitation built from the params. */
  attachments?(params: Record<string, string>, parties: CalendarParties): MailAttachment[];
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** The e-mail as plain text and responsive HTML (multipart/alternative, decision 0383). */
export async function renderMail(template: Template, given: TemplateValues): Promise<RenderedMail> {
  // Names stored before single-line fields were enforced can still hold a line break or a
  // direction override: every value is one line before it reaches a line of the e-mail.
  const values = {
    ...given,
    firstName: oneLine(given.firstName),
    params: Object.fromEntries(Object.entries(given.params).map(([k, v]) => [k, oneLine(v)])),
  };
  const greeting = `Olá, ${values.firstName}.`;
  const paragraphs = template.paragraphs(values.params);
  const extraGiven = template.extraAction?.(values.params) ?? null;
  const extra = extraGiven
    ? { label: extraGiven.label, url: new URL(extraGiven.path, values.url).toString() }
    : null;
  const footer = "Este e-mail foi enviado automaticamente pelo Acolher; não é preciso respondê-lo.";
  const unsubscribe = values.unsubscribe;
  const operator = operatorFooter(values.site);
  const text = [
    greeting,
    ...paragraphs,
    ...(extra ? [`${extra.label}: ${extra.url}`] : []),
    `${template.action}: ${values.url}`,
    "—",
    footer,
    operator.join("\n"),
    ...(unsubscribe ? [`${UNSUBSCRIBE_FOOTER} ${unsubscribe.page}`] : []),
  ].join("\n\n");
  const html = await renderMailHtml({
    title: template.title,
    greeting,
    paragraphs,
    action: template.action,
    url: values.url,
    ...(extra ? { extra } : {}),
    footer,
    operator,
    ...(unsubscribe ? { unsubscribe: { text: UNSUBSCRIBE_FOOTER, page: unsubscribe.page } } : {}),
  });
  return {
    subject: template.title,
    text,
    html,
    attachments:
      template.attachments?.(values.params, { appUrl: values.url, ...values.parties }) ?? [],
    ...(unsubscribe
      ? {
          headers: {
            "List-Unsubscribe": `<${unsubscribe.oneClick}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        }
      : {}),
  };
}
