import { APPOINTMENT_STATUSES } from "../constants";
import { PAYMENT_MESSAGES, PAYMENT_METHODS } from "../payments";
import { cpfDigits, isValidCpf } from "../validation";
import { isoDateSchema } from "./common";
import { z } from "./z";

/**
 * Issue 33, items 3 and 4 (decision 0400): the payment marks of a session, the professional's
 * "Financeiro" month and the Receita Saúde receipts still to issue.
 */

/** A typed CPF (masked or bare, check digits right) as its 11 digits. */
const cpfField = z
  .string({ message: PAYMENT_MESSAGES.cpfInvalid })
  .trim()
  .refine(isValidCpf, PAYMENT_MESSAGES.cpfInvalid)
  .transform((value) => cpfDigits(value)!);

/** A name without control characters, 2 to 120 characters. */
const beneficiaryNameField = z
  .string({ message: PAYMENT_MESSAGES.beneficiaryNameInvalid })
  .trim()
  .min(2, PAYMENT_MESSAGES.beneficiaryNameInvalid)
  .max(120, PAYMENT_MESSAGES.beneficiaryNameInvalid)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), PAYMENT_MESSAGES.beneficiaryNameInvalid);

/**
 * POST /api/appointments/{id}/payment/paid: the client's "Já paguei". For a profession that
 * issues Receita Saúde the payer's CPF is required and someone else may be named as the
 * beneficiary (name and CPF together); for the others every field is left out and ignored.
 */
export const clientPaidRequestSchema = z
  .object({
    payerCpf: cpfField.nullish(),
    beneficiary: z.object({ name: beneficiaryNameField, cpf: cpfField }).nullish(),
  })
  .refine((input) => !input.beneficiary || input.beneficiary.cpf !== input.payerCpf, {
    path: ["beneficiary", "cpf"],
    message: PAYMENT_MESSAGES.beneficiarySameCpf,
  });
export type ClientPaidRequest = z.input<typeof clientPaidRequestSchema>;

/** An amount in reais: a number or a string ("180", "180,50", "180.50"), 0,01 to 100.000,00. */
export const amountField = z
  .union([z.number(), z.string()], { message: PAYMENT_MESSAGES.amountInvalid })
  .transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value.trim().replace(",", ".");
    if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: "custom", message: PAYMENT_MESSAGES.amountInvalid });
      return z.NEVER;
    }
    const amount = Number(text);
    if (!(amount >= 0.01 && amount <= 100_000)) {
      ctx.addIssue({ code: "custom", message: PAYMENT_MESSAGES.amountInvalid });
      return z.NEVER;
    }
    return amount.toFixed(2);
  });

/**
 * POST /api/appointments/{id}/payment/received: the professional's "Pagamento recebido": the
 * day (not after today in their zone), the amount and how it was paid.
 */
export const receivedRequestSchema = z.object({
  receivedOn: isoDateSchema,
  amount: amountField,
  method: z.enum(PAYMENT_METHODS, { message: PAYMENT_MESSAGES.methodInvalid }),
});
export type ReceivedRequest = z.input<typeof receivedRequestSchema>;

/** What both sides see of a session's payment (the appointment's `payment`; never a CPF). */
export const paymentStatusSchema = z.object({
  /** The professional registered a Pix key ("Pagar com Pix"). */
  pixAvailable: z.boolean(),
  /** The professional's profession issues Receita Saúde: the client's CPF is asked. */
  receitaSaude: z.boolean(),
  /** The client gave the payer's CPF (the CPF itself only the professional reads). */
  payerIdentified: z.boolean(),
  clientPaidAt: z.string().nullable(),
  receivedOn: isoDateSchema.nullable(),
  receivedAmount: z.string().nullable(),
  receivedMethod: z.enum(PAYMENT_METHODS).nullable(),
  receiptIssuedAt: z.string().nullable(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** GET /api/financeiro?month=AAAA-MM and the CSV's month. */
export const financeMonthQuerySchema = z.object({
  month: z
    .string({ message: PAYMENT_MESSAGES.monthInvalid })
    .regex(/^(20[2-9]\d)-(0[1-9]|1[0-2])$/, PAYMENT_MESSAGES.monthInvalid),
});

/** GET /api/financeiro/receita-saude.csv?year=AAAA */
export const financeYearQuerySchema = z.object({
  year: z
    .string({ message: PAYMENT_MESSAGES.yearInvalid })
    .regex(/^20[2-9]\d$/, PAYMENT_MESSAGES.yearInvalid),
});

/** One session of the month in "Financeiro". */
export const financeSessionSchema = z.object({
  appointmentId: z.string(),
  appointmentDate: isoDateSchema,
  startTime: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  clientName: z.string(),
  /** The price the client accepted at "Solicitar", else the professional's price; null: none. */
  price: z.string().nullable(),
  clientPaidAt: z.string().nullable(),
  receivedOn: isoDateSchema.nullable(),
  receivedAmount: z.string().nullable(),
  receivedMethod: z.enum(PAYMENT_METHODS).nullable(),
  receiptIssuedAt: z.string().nullable(),
});
export type FinanceSession = z.infer<typeof financeSessionSchema>;

/** A received payment whose Receita Saúde receipt is still to issue: what the app asks for. */
export const pendingReceiptSchema = z.object({
  appointmentId: z.string(),
  sessionDate: isoDateSchema,
  receivedOn: isoDateSchema,
  amount: z.string(),
  /** The payer's name (the client's account name) and CPF; null until the client gives it. */
  payerName: z.string(),
  payerCpf: z.string().nullable(),
  /** Someone else who was attended, when the client named them. */
  beneficiaryName: z.string().nullable(),
  beneficiaryCpf: z.string().nullable(),
  /** "Sessão de Psicologia em 27/11/2026". */
  description: z.string(),
  /** The last day to issue it (the last day of February of the next year). */
  deadline: isoDateSchema,
});
export type PendingReceipt = z.infer<typeof pendingReceiptSchema>;

/** GET /api/financeiro?month=AAAA-MM */
export const financeMonthSchema = z.object({
  month: z.string(),
  /** The professional's profession issues Receita Saúde (the receipts' part shows). */
  receitaSaude: z.boolean(),
  /** Sums of the month's sessions, in reais ("540.00"). */
  totals: z.object({ received: z.string(), pending: z.string(), total: z.string() }),
  sessions: z.array(financeSessionSchema),
  /** Every received payment still without its receipt, oldest first (any month). */
  pendingReceipts: z.array(pendingReceiptSchema),
});
export type FinanceMonth = z.infer<typeof financeMonthSchema>;
