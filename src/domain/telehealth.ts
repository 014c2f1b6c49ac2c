import type { Specialty } from "./constants";

/**
 * Issue 32 (decision 0394): online sessions inside Acolher. A room per approved or confirmed
 * online session, open to its two parties from 15 minutes before the start to the end; the
 * consent Lei 14.510/2022 asks for (Lei 8.080 art. 26-A) before a client's first online session
 * with a professional; the right to ask for in-person care instead.
 */

/** The room opens this many minutes before the session starts, and closes at its end. */
export const ROOM_OPENS_MINUTES_BEFORE = 15;

/** When a session's room is open: [opensAt, closesAt). */
export function roomWindow(session: { startsAt: Date; endsAt: Date }): {
  opensAt: Date;
  closesAt: Date;
} {
  return {
    opensAt: new Date(session.startsAt.getTime() - ROOM_OPENS_MINUTES_BEFORE * 60_000),
    closesAt: session.endsAt,
  };
}

export type RoomTime = "early" | "open" | "ended";

/** Where `now` falls against the room's window. */
export function roomTime(session: { startsAt: Date; endsAt: Date }, now: Date): RoomTime {
  const { opensAt, closesAt } = roomWindow(session);
  if (now.getTime() < opensAt.getTime()) return "early";
  if (now.getTime() >= closesAt.getTime()) return "ended";
  return "open";
}

/** The room's address in the web app (the session's id names nothing about it). */
export const roomPath = (appointmentId: string) => `/sessao/${appointmentId}`;

/** Item 5: shown in the booking dialog for online sessions and in the room. */
export const SAFETY_NOTICE =
  "O Acolher não é um serviço de emergência. Em crise ou risco de vida, ligue para o CVV (188) ou o SAMU (192).";

/** Item 3: a professional's own video room. */
export const VIDEO_LINK_MAX = 300;
export const VIDEO_LINK_MESSAGES = {
  invalid: "Informe um endereço https válido da sua sala de vídeo (Meet, Zoom, Jitsi…).",
  tooLong: `O endereço da sala tem no máximo ${VIDEO_LINK_MAX} caracteres.`,
} as const;

/**
 * The professional's own room, checked: https only, a host with a dot, no user or password in
 * it, no spaces or control characters. Null when it is fine, else the message.
 */
export function videoLinkProblem(value: string): string | null {
  if (value.length > VIDEO_LINK_MAX) return VIDEO_LINK_MESSAGES.tooLong;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return VIDEO_LINK_MESSAGES.invalid;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return VIDEO_LINK_MESSAGES.invalid;
  }
  if (url.protocol !== "https:" || url.username || url.password) return VIDEO_LINK_MESSAGES.invalid;
  if (!url.hostname.includes(".") || url.hostname.endsWith(".")) return VIDEO_LINK_MESSAGES.invalid;
  return null;
}

/** Item 4: what a professional may add to the council's text. */
export const CONSENT_EXTRA_MAX = 2000;

/**
 * The version of the default consent texts below: a change of any of them is a new version,
 * and a client who accepted an older one is asked again before their next online session.
 */
export const TELEHEALTH_CONSENT_VERSION = "2026-11-28";

const COMMON = [
  "O atendimento acontece por vídeo, na sala do Acolher ou na sala indicada pelo profissional. O áudio e o vídeo vão diretamente entre o seu navegador e o do profissional; o Acolher não grava nem guarda nada da chamada, apenas que cada um entrou na sala e quando.",
  "Você pode recusar o atendimento a distância e pedir atendimento presencial a qualquer momento (Lei 8.080/1990, art. 26-A, incluído pela Lei 14.510/2022), se o profissional oferecer essa modalidade.",
  "Esteja em um lugar reservado, com boa conexão. O atendimento online tem limites: o profissional pode indicar o presencial quando julgar necessário.",
  "O Acolher não é um serviço de emergência. Em crise ou risco de vida, ligue para o CVV (188) ou o SAMU (192).",
  "Você pode retirar este consentimento quando quiser; as sessões online seguintes ficam sem a sala até um novo aceite.",
];

/** Per council: the default text, written for the product, with its source. */
const BY_SPECIALTY: Record<Specialty, { council: string; paragraphs: string[] }> = {
  Psicologia: {
    council: "Resolução CFP nº 9/2024",
    paragraphs: [
      "Declaro que fui informado(a) de que o atendimento psicológico será prestado por meio de tecnologias da informação e comunicação, conforme a Resolução CFP nº 9/2024, com sigilo garantido pelo Código de Ética Profissional do Psicólogo.",
      "Entendo que o atendimento online não é indicado para situações de urgência, emergência ou risco, em que a psicóloga ou o psicólogo poderá orientar o atendimento presencial ou outro serviço.",
    ],
  },
  Nutrição: {
    council: "Resolução CFN nº 760/2023",
    paragraphs: [
      "Declaro que fui informado(a) de que a consulta de nutrição será realizada a distância, conforme a Resolução CFN nº 760/2023, e que este é o Termo de Consentimento Livre e Esclarecido (TCLE) para o atendimento online.",
      "Entendo que as informações que eu fornecer (medidas, exames, hábitos) são usadas somente para o meu atendimento e ficam sob sigilo profissional.",
    ],
  },
  Fisioterapia: {
    council: "Resolução COFFITO nº 619/2025",
    paragraphs: [
      "Declaro que fui informado(a) de que o atendimento fisioterapêutico será realizado a distância (teleconsulta, telemonitoramento), conforme a Resolução COFFITO nº 619/2025, e que o profissional registrará o atendimento em prontuário.",
      "Entendo que alguns exames e técnicas exigem contato presencial e que o profissional poderá indicá-lo.",
    ],
  },
  "Personal Trainer": {
    council: "Código de Ética do CONFEF",
    paragraphs: [
      "Declaro que fui informado(a) de que a orientação de exercícios será feita por vídeo e que devo praticar em um espaço seguro, informando ao profissional qualquer dor, limitação ou condição de saúde.",
      "Entendo que o profissional de Educação Física (registro no CREF) poderá indicar avaliação ou acompanhamento presencial quando necessário.",
    ],
  },
};

/** The consent the client reads for this profession: title, source, paragraphs. */
export function telehealthConsentDefault(specialty: Specialty): {
  title: string;
  source: string;
  paragraphs: string[];
} {
  const own = BY_SPECIALTY[specialty];
  return {
    title: "Termo de consentimento para atendimento online",
    source: `${own.council}; Lei 14.510/2022`,
    paragraphs: [...own.paragraphs, ...COMMON],
  };
}

/** The exact text accepted, kept with the acceptance: the default and the professional's addition. */
export function telehealthConsentText(specialty: Specialty, extra: string | null): string {
  const { title, source, paragraphs } = telehealthConsentDefault(specialty);
  const own = extra?.trim() ? ["Acréscimo do profissional:", extra.trim()] : [];
  return [title, `(${source})`, ...paragraphs, ...own].join("\n\n");
}

export const TELEHEALTH_MESSAGES = {
  notParty: "Esta sala é só para as duas pessoas desta sessão.",
  notOnline: "Esta sessão não é online.",
  notActive: "Esta sessão não está confirmada; a sala só abre para sessões confirmadas.",
  cancelled: "Esta sessão foi cancelada; a sala foi fechada.",
  ended: "Esta sessão já terminou; a sala foi fechada.",
  consentRequired: "Leia e aceite o termo de consentimento antes de entrar na sala.",
  consentVersionChanged:
    "O termo mudou desde que você o abriu. Leia o texto atual e aceite de novo.",
  externalRoom: "Esta sessão acontece na sala de vídeo indicada pelo profissional.",
  notFound: "Sessão não encontrada.",
  inPersonNotOffered: "Este profissional não oferece atendimento presencial.",
  inPersonAlready: "O pedido de atendimento presencial já foi feito.",
  inPersonNone: "Não há pedido de atendimento presencial para esta sessão.",
  signalTooLarge: "Mensagem de sinalização grande demais.",
  signalInvalid: "Mensagem de sinalização inválida.",
} as const;

/** "A sala abre às 14:45 de 27/11/2026" for an early visit (São Paulo time by default). */
export function roomOpensMessage(opensAt: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat("pt-BR", { timeZone, dateStyle: "short" }).format(opensAt);
  const time = new Intl.DateTimeFormat("pt-BR", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
  }).format(opensAt);
  return `A sala abre ${ROOM_OPENS_MINUTES_BEFORE} minutos antes do início: às ${time} de ${date}.`;
}

/** FNV-1a of a text, 8 hex digits: enough to tell one addition from another. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/**
 * The version an acceptance names: the default texts' version, and the professional's addition
 * when there is one (a changed addition is a new text, accepted again).
 */
export function telehealthConsentVersion(extra: string | null): string {
  const own = extra?.trim();
  return own ? `${TELEHEALTH_CONSENT_VERSION}+${shortHash(own)}` : TELEHEALTH_CONSENT_VERSION;
}

/**
 * When the client accepted the consent now in force, from their latest acceptance not withdrawn
 * (its version and instant): null when none, or when the text changed since (accepted again).
 */
export function consentInForceAt(
  latest: { version: string; at: Date | string } | null | undefined,
  extra: string | null,
): string | null {
  if (!latest || latest.version !== telehealthConsentVersion(extra)) return null;
  return new Date(latest.at).toISOString();
}

/**
 * The professional's own video room as a party may see it (item 3): the professional always; the
 * client only once the consent is in force (Lei 14.510/2022 asks for it whatever the service).
 */
export const visibleVideoLink = (
  videoLink: string | null,
  viewerIsProfessional: boolean,
  consentAt: string | null,
) => (videoLink && (viewerIsProfessional || consentAt) ? videoLink : null);
