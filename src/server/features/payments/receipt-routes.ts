import { idParamSchema } from "@domain/contracts/common";
import { defineRoute, type RouteDef } from "@server/http/route";
import { loadReceipt } from "./receipt-data";
import { receiptPdf } from "./receipt-pdf";
import { receiptText } from "./receipt-text";

/**
 * Issue 33, item 5 (decision 0401): the client's reimbursement receipt of a received payment.
 * The file's name says nothing of the session (no name, date or amount) and nothing is cached.
 */
export function receiptRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/appointments/:id/receipt.pdf",
      access: ["client"],
      tag: "payments",
      summary:
        "The client's reimbursement receipt of a session whose payment the professional marked received, as a one-page A4 PDF; 409 before it is received, 404 for another's session.",
      produces: "application/pdf",
      params: idParamSchema,
      handler: async ({ db, user, params, now, reply }) => {
        const data = await loadReceipt(db, user, params.id, now);
        const pdf = await receiptPdf(receiptText(data), now);
        return reply
          .header("content-disposition", 'attachment; filename="recibo-acolher.pdf"')
          .header("cache-control", "no-store")
          .header("x-content-type-options", "nosniff")
          .type("application/pdf")
          .send(pdf);
      },
    }),
  ];
}
