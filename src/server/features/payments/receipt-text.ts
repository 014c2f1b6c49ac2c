import { formatCpf } from "@brazilian-utils/brazilian-utils";
import { PAYMENT_METHOD_LABELS } from "@domain/payments";
import extenso from "extenso";
import type { ReceiptData } from "./receipt-data";

/** The words of a reimbursement receipt (decision 0401), apart from how the page lays them out. */

export const NO_CPF = "CPF não informado";

/** "180.00" → "R$ 180,00"; "1234.56" → "R$ 1.234,56". */
const brl = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const amountInFigures = (amount: string) => `R$ ${brl.format(Number(amount))}`;

/** "180.00" → "cento e oitenta reais" (extenso, in Brazilian Portuguese). */
export const amountInWords = (amount: string) =>
  extenso(Number(amount).toFixed(2).replace(".", ","), {
    mode: "currency",
    locale: "br",
    currency: { type: "BRL" },
  });

/** "2026-11-27" → "27/11/2026". */
export const shortDate = (iso: string) => iso.split("-").reverse().join("/");

const longDateFormat = new Intl.DateTimeFormat("pt-BR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
/** "2026-11-28" → "28 de novembro de 2026"; the first of the month is "1º de …", as Brazilians write it. */
export const longDate = (iso: string) =>
  longDateFormat.format(new Date(`${iso}T00:00:00Z`)).replace(/^1 /, "1º ");

export const cpfText = (cpf: string | null) => (cpf ? `CPF ${formatCpf(cpf)}` : NO_CPF);

export interface ReceiptText {
  title: string;
  /** "Recebi de …": the declaration, in one paragraph. */
  declaration: string;
  /** Label and value, one line each. */
  fields: Array<[label: string, value: string]>;
  /** "São Paulo - SP, 28 de novembro de 2026". */
  placeAndDate: string;
  /** Under the signature line: the name, then the title with the register, then the CPF. */
  signature: string[];
  /** That Acolher only arranged the session. */
  disclaimer: string;
}

export function receiptText(r: ReceiptData): ReceiptText {
  const service = r.specialty ? `Sessão de ${r.specialty}` : "Sessão";
  const theService = r.specialty ? `à sessão de ${r.specialty}` : "à sessão";
  const figures = amountInFigures(r.amount);
  const words = amountInWords(r.amount);
  const method = PAYMENT_METHOD_LABELS[r.method];
  const pro = r.professional;
  const professionLine = [pro.title, pro.register].filter(Boolean).join(", ");
  const beneficiary = r.beneficiary
    ? `, em benefício de ${r.beneficiary.name} (${cpfText(r.beneficiary.cpf)})`
    : "";
  return {
    title: "Recibo",
    declaration:
      `Recebi de ${r.client.name} (${cpfText(r.client.cpf)}) a importância de ${figures} ` +
      `(${words}), referente ${theService} realizada em ${shortDate(r.sessionDate)}` +
      `${beneficiary}, paga em ${shortDate(r.receivedOn)} por ${method}.`,
    fields: [
      ["Profissional", pro.name],
      ["Profissão e registro", professionLine || "Não informado"],
      ["CPF do profissional", pro.cpf ? formatCpf(pro.cpf) : NO_CPF],
      ["Cliente (pagador)", `${r.client.name}, ${cpfText(r.client.cpf)}`],
      ...(r.beneficiary
        ? [
            ["Beneficiário", `${r.beneficiary.name}, ${cpfText(r.beneficiary.cpf)}`] as [
              string,
              string,
            ],
          ]
        : []),
      ["Serviço", service],
      ["Data da sessão", shortDate(r.sessionDate)],
      ["Valor", `${figures} (${words})`],
      ["Forma de pagamento", method],
      ["Data do pagamento", shortDate(r.receivedOn)],
    ],
    placeAndDate: `${r.place ? `${r.place}, ` : ""}${longDate(r.issuedOn)}`,
    signature: [
      pro.name,
      ...(professionLine ? [professionLine] : []),
      pro.cpf ? cpfText(pro.cpf) : NO_CPF,
    ],
    disclaimer:
      "O Acolher apenas intermediou o agendamento desta sessão e não recebeu nenhum valor por ela: o pagamento foi feito diretamente ao profissional.",
  };
}
