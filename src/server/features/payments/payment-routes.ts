import { idParamSchema } from "@domain/contracts/common";
import {
  clientPaidRequestSchema,
  financeMonthQuerySchema,
  financeMonthSchema,
  financeYearQuerySchema,
  paymentStatusSchema,
  receivedRequestSchema,
} from "@domain/contracts/payments";
import { defineRoute, type RouteDef } from "@server/http/route";
import type { FastifyReply } from "fastify";
import { financeMonth, monthCsv, receitaSaudeCsv } from "./finance";
import {
  markClientPaid,
  markReceiptIssued,
  markReceived,
  undoClientPaid,
  undoReceived,
} from "./payment-marks";

/** A CSV download: its name says only the month or year, and nothing is cached. */
const csv = (reply: FastifyReply, name: string, body: string) =>
  reply
    .header("content-disposition", `attachment; filename="${name}"`)
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .type("text/csv; charset=utf-8")
    .send(body);

/** Issue 33, items 3 and 4 (decision 0400): the payment marks and "Financeiro". */
export function paymentRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "POST",
      url: "/api/appointments/:id/payment/paid",
      access: ["client"],
      tag: "payments",
      summary:
        "The client's 'Já paguei' of an approved or confirmed session ({ payerCpf, beneficiary: { name, cpf } }; the payer's CPF required when the profession issues Receita Saúde, ignored otherwise); also gives the CPF after the payment was received; 409 once the receipt is marked issued.",
      params: idParamSchema,
      body: clientPaidRequestSchema,
      response: paymentStatusSchema,
      handler: ({ db, user, params, body, now }) => markClientPaid(db, user, params.id, body, now),
    }),
    defineRoute({
      method: "DELETE",
      url: "/api/appointments/:id/payment/paid",
      access: ["client"],
      tag: "payments",
      summary:
        "The client takes 'Já paguei' back, with the CPFs given; 409 when not marked or once received.",
      params: idParamSchema,
      response: paymentStatusSchema,
      handler: ({ db, user, params, now }) => undoClientPaid(db, user, params.id, now),
    }),
    defineRoute({
      method: "POST",
      url: "/api/appointments/:id/payment/received",
      access: ["professional"],
      tag: "payments",
      summary:
        "The professional's 'Pagamento recebido' ({ receivedOn, amount, method }; the day not after today) of an approved or confirmed session; the client is told a receipt is available; 409 when already received.",
      params: idParamSchema,
      body: receivedRequestSchema,
      response: paymentStatusSchema,
      handler: ({ db, user, params, body, now }) => markReceived(db, user, params.id, body, now),
    }),
    defineRoute({
      method: "DELETE",
      url: "/api/appointments/:id/payment/received",
      access: ["professional"],
      tag: "payments",
      summary:
        "The professional undoes 'Pagamento recebido'; 409 when not received or while its Receita Saúde receipt is marked issued.",
      params: idParamSchema,
      response: paymentStatusSchema,
      handler: ({ db, user, params, now }) => undoReceived(db, user, params.id, now),
    }),
    defineRoute({
      method: "POST",
      url: "/api/appointments/:id/payment/receipt-issued",
      access: ["professional"],
      tag: "payments",
      summary:
        "The professional marks the Receita Saúde receipt of a received payment issued (only the professions that issue it); 409 when not received or already marked.",
      params: idParamSchema,
      response: paymentStatusSchema,
      handler: ({ db, user, params, now }) => markReceiptIssued(db, user, params.id, true, now),
    }),
    defineRoute({
      method: "DELETE",
      url: "/api/appointments/:id/payment/receipt-issued",
      access: ["professional"],
      tag: "payments",
      summary: "The professional undoes 'Recibo emitido'; 409 when not marked.",
      params: idParamSchema,
      response: paymentStatusSchema,
      handler: ({ db, user, params, now }) => markReceiptIssued(db, user, params.id, false, now),
    }),
    defineRoute({
      method: "GET",
      url: "/api/financeiro",
      access: ["professional"],
      tag: "payments",
      summary:
        "The caller's 'Financeiro' of a month (?month=AAAA-MM): its approved or confirmed sessions (and any received) with the payment marks, the received, pending and total sums, and every received payment still without its Receita Saúde receipt (with the payer's and beneficiary's CPFs).",
      query: financeMonthQuerySchema,
      response: financeMonthSchema,
      handler: async ({ db, user, query, reply }) => {
        reply.header("cache-control", "no-store");
        return financeMonth(db, user, query.month);
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/financeiro/sessoes.csv",
      access: ["professional"],
      tag: "payments",
      summary:
        "The month's sessions of 'Financeiro' (?month=AAAA-MM) as a CSV for a Brazilian spreadsheet (';', decimal comma, UTF-8 with BOM).",
      produces: "text/csv",
      query: financeMonthQuerySchema,
      handler: async ({ db, user, query, reply }) =>
        csv(reply, `financeiro-${query.month}.csv`, await monthCsv(db, user, query.month)),
    }),
    defineRoute({
      method: "GET",
      url: "/api/financeiro/receita-saude.csv",
      access: ["professional"],
      tag: "payments",
      summary:
        "The year's received payments (?year=AAAA) with what Receita Saúde and the Carnê-Leão ask for (payer's and beneficiary's CPF, amount, description, deadline); 409 for a profession that does not issue it.",
      produces: "text/csv",
      query: financeYearQuerySchema,
      handler: async ({ db, user, query, reply }) =>
        csv(reply, `receita-saude-${query.year}.csv`, await receitaSaudeCsv(db, user, query.year)),
    }),
  ];
}
