/**
 * Issue 31 (LGPD and consumer law): the documents a person accepts, the purposes where consent
 * is the legal basis, and the support channel's topics with their answer deadlines.
 */

/** The Termos de Uso and the Aviso de Privacidade, each accepted by version (item 3). */
export const LEGAL_DOCUMENTS = ["terms", "privacy"] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/**
 * Where Acolher relies on consent (LGPD art. 7 I and art. 11 I; item 4): a health note written
 * at booking, and the online-session consent (Lei 14.510/2022).
 */
export const CONSENT_PURPOSES = ["health_note", "telehealth"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * "Fale com o suporte" (item 6): what a ticket is about. Requests of a data subject (LGPD
 * art. 18) are answered within 15 days (art. 19 II); everything else within 5 (Decreto
 * 7.962/2013 art. 4 V).
 */
export const SUPPORT_TOPICS = {
  conta: { label: "Minha conta", dataSubject: false },
  agendamento: { label: "Agendamentos", dataSubject: false },
  verificacao: { label: "Verificação de profissional", dataSubject: false },
  denuncia: { label: "Denúncia ou segurança", dataSubject: false },
  outro: { label: "Outro assunto", dataSubject: false },
  dados_acesso: { label: "Acesso aos meus dados", dataSubject: true },
  dados_correcao: { label: "Correção dos meus dados", dataSubject: true },
  dados_exclusao: { label: "Exclusão dos meus dados", dataSubject: true },
  dados_portabilidade: { label: "Portabilidade dos meus dados", dataSubject: true },
  dados_compartilhamento: { label: "Com quem meus dados são compartilhados", dataSubject: true },
  dados_revogacao: { label: "Revogação de consentimento", dataSubject: true },
} as const;
export type SupportTopic = keyof typeof SUPPORT_TOPICS;
export const SUPPORT_TOPIC_KEYS = Object.keys(SUPPORT_TOPICS) as [SupportTopic, ...SupportTopic[]];

/** Days to answer: 15 for a data subject's request (LGPD art. 19 II), else 5. */
export const supportAnswerDays = (topic: SupportTopic): number =>
  SUPPORT_TOPICS[topic].dataSubject ? 15 : 5;

export const SUPPORT_TICKET_STATUSES = ["open", "answered", "closed"] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/**
 * The versions in force (item 3): a new version is a new date here, and every signed-in person
 * accepts it before going on. `date` is how the pages show it.
 */
export const LEGAL_VERSIONS: Record<LegalDocument, { version: string; date: string }> = {
  terms: { version: "2026-11-28", date: "28/11/2026" },
  privacy: { version: "2026-11-28", date: "28/11/2026" },
};

export const LEGAL_TITLES: Record<LegalDocument, string> = {
  terms: "Termos de Uso",
  privacy: "Aviso de Privacidade",
};

/** The documents whose accepted version is not the one in force, in a fixed order. */
export function pendingLegalDocuments(accepted: {
  termsVersion: string | null;
  privacyVersion: string | null;
}): LegalDocument[] {
  const pending: LegalDocument[] = [];
  if (accepted.termsVersion !== LEGAL_VERSIONS.terms.version) pending.push("terms");
  if (accepted.privacyVersion !== LEGAL_VERSIONS.privacy.version) pending.push("privacy");
  return pending;
}

export const LEGAL_MESSAGES = {
  mustAcceptAtSignUp: "Para criar a conta, aceite os Termos de Uso e o Aviso de Privacidade.",
  mustAcceptNewVersion:
    "Atualizamos os Termos de Uso ou o Aviso de Privacidade. Aceite a nova versão para continuar.",
  nothingToAccept: "Informe o que você aceita.",
} as const;
