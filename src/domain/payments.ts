import type { Specialty } from "./constants";

/**
 * Issue 33 (decision 0398): getting paid and the receipts the law asks for. No money passes
 * through Acolher: the client pays the professional directly (Pix, cash, card…); the product
 * gives the Pix code, records what both sides say and prepares the paperwork.
 */

/** The Pix key types of the DICT (Banco Central, Manual de Padrões para Iniciação do Pix). */
export const PIX_KEY_TYPES = ["cpf", "cnpj", "email", "phone", "random"] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: "CPF",
  cnpj: "CNPJ",
  email: "E-mail",
  phone: "Celular",
  random: "Chave aleatória",
};

/** The BR Code's merchant name and city: at most 25 and 15 characters, without accents. */
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;

/** How a payment was received ("Pagamento recebido"). */
export const PAYMENT_METHODS = ["pix", "dinheiro", "cartao", "transferencia", "convenio"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix: "Pix",
  dinheiro: "Dinheiro",
  cartao: "Cartão",
  transferencia: "Transferência",
  convenio: "Convênio",
};

/**
 * Professions whose individual professionals must issue a Receita Saúde receipt for each
 * payment received from a person (IN RFB 2.240/2024, art. 1º, with the professions of the
 * Carnê-Leão's health expenses: psicólogo, fisioterapeuta, terapeuta ocupacional, fonoaudiólogo,
 * médico, dentista). Of Acolher's four: Psicologia and Fisioterapia. Nutricionistas and
 * profissionais de Educação Física are not in the list (their receipts are not deductible health
 * expenses under Lei 9.250/1995, art. 8º, II, "a").
 */
export const RECEITA_SAUDE_SPECIALTIES: readonly Specialty[] = ["Psicologia", "Fisioterapia"];

export const mustIssueReceitaSaude = (specialty: Specialty) =>
  RECEITA_SAUDE_SPECIALTIES.includes(specialty);

/**
 * A professional issues Receita Saúde when any of their specialties is obliged (decision 0400):
 * a psychologist who is also a nutritionist must still issue it for the sessions of psychology,
 * and the session does not say which specialty it was, so the client is asked for the CPF.
 */
export const issuesReceitaSaude = (specialties: readonly string[]) =>
  specialties.some((s) => (RECEITA_SAUDE_SPECIALTIES as readonly string[]).includes(s));

/**
 * The last day a receipt for a payment received in `year` may still be issued: the last day of
 * February of the following year (ADE Cofis nº 11/2025). "yyyy-MM-dd".
 */
export function receitaSaudeDeadline(receivedOn: string): string {
  const year = Number(receivedOn.slice(0, 4)) + 1;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${year}-02-${leap ? "29" : "28"}`;
}

/** The BR Code's txid of a session: its id's 25 first hex digits (txid is [A-Za-z0-9]{1,25}). */
export const pixTxidOf = (appointmentId: string) => appointmentId.replace(/-/g, "").slice(0, 25);

export const PAYMENT_MESSAGES = {
  pixKeyInvalid: "Chave Pix inválida para o tipo escolhido.",
  pixNameRequired: "Informe o nome que aparece no Pix (até 25 caracteres).",
  pixCityRequired: "Informe a cidade que aparece no Pix (até 15 caracteres).",
  noPixKey: "Este profissional ainda não cadastrou uma chave Pix.",
  noPrice: "Esta sessão não tem valor definido.",
  notPayable: "Só sessões confirmadas podem ser pagas por aqui.",
  notFound: "Sessão não encontrada.",
  cpfInvalid: "CPF inválido.",
  amountInvalid: "Informe um valor entre R$ 0,01 e R$ 100.000,00.",
  dateInvalid: "Informe a data em que recebeu o pagamento.",
  notReceived: "O pagamento desta sessão ainda não foi marcado como recebido.",
  alreadyReceived: "O pagamento desta sessão já foi marcado como recebido.",
  noReceiptNeeded: "Esta profissão não emite Receita Saúde.",
  cpfRequired: "Informe o CPF de quem pagou: ele vai no recibo Receita Saúde.",
  beneficiaryNameInvalid: "Informe o nome de quem foi atendido (2 a 120 caracteres).",
  beneficiarySameCpf: "O CPF de quem foi atendido é o mesmo de quem pagou: deixe só o seu.",
  methodInvalid: "Escolha a forma de pagamento.",
  receivedInFuture: "A data do recebimento não pode ser depois de hoje.",
  receivedTooEarly: "A data do recebimento é antiga demais para esta sessão.",
  notPaid: "Você ainda não informou o pagamento desta sessão.",
  receiptIssued: "O recibo desta sessão já foi marcado como emitido.",
  receiptIssuedUndoFirst:
    "O recibo Receita Saúde deste pagamento está marcado como emitido: desfaça essa marca antes.",
  receiptNotIssued: "O recibo desta sessão ainda não foi marcado como emitido.",
  monthInvalid: "Mês inválido: use o formato AAAA-MM.",
  yearInvalid: "Ano inválido: use o formato AAAA.",
} as const;
