import type { Specialty } from "@domain/constants";
import { PAYMENT_MESSAGES } from "@domain/payments";
import { addDays, nowInZone } from "@domain/time";
import { appointments } from "@server/db/schema";
import { csvCell } from "@server/shared/csv";
import { type Caller, setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { makeAppointment, makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

// Issue 33, items 3 and 4 (decision 0400): "Financeiro", its CSV and the Receita Saúde list.
const t = setupTestApp();

const CPF = "52998224725";
const today = () => nowInZone("America/Sao_Paulo", testNow()).date;

/**
 * A professional with three sessions on days of the current month (two confirmed at R$ 180,00
 * and R$ 200,00, one cancelled), the first paid by a client who gave a CPF and received.
 */
async function month(specialty: Specialty = "Psicologia") {
  const pro = await makeProfessional(t.db, { specialty, price: "200.00" });
  const proCaller = await signInAs(t.app, pro);
  const first = today().slice(0, 8);
  const carla = await makeClient(t.db, { firstName: "Carla", lastName: "Mendes" });
  const hacker = await makeClient(t.db, { firstName: "=HYPERLINK(1)", lastName: "Souza" });
  const dates = [`${first}01`, `${first}02`, `${first}03`];
  const [a, b] = await Promise.all(
    dates.map((date, i) =>
      makeAppointment(t.db, {
        clientId: i === 0 ? carla.id : hacker.id,
        professionalId: pro.id,
        date,
        startTime: "09:00",
        endTime: "10:00",
        status: i === 2 ? "cancelled" : "confirmed",
      }),
    ),
  );
  await t.db
    .update(appointments)
    .set({ acceptedPolicy: { price: "180.00", startingFrom: false } })
    .where(eq(appointments.id, a!.id));
  const carlaCaller = await signInAs(t.app, carla);
  expect(
    (
      await carlaCaller.request({
        method: "POST",
        url: `/api/appointments/${a!.id}/payment/paid`,
        payload: specialty === "Psicologia" ? { payerCpf: CPF } : {},
      })
    ).statusCode,
  ).toBe(200);
  const marked = await proCaller.request({
    method: "POST",
    url: `/api/appointments/${a!.id}/payment/received`,
    payload: { receivedOn: `${first}01`, amount: "180", method: "pix" },
  });
  expect(marked.statusCode).toBe(200);
  return { pro, proCaller, a: a!, b: b!, monthKey: today().slice(0, 7), first };
}

const financeOf = (caller: Caller, monthKey: string) =>
  caller.request({ url: `/api/financeiro?month=${monthKey}` });

describe("GET /api/financeiro", () => {
  it("sums the month's received and pending amounts and lists the receipts still to issue", async () => {
    const { proCaller, a, b, monthKey, first } = await month();
    const res = await financeOf(proCaller, monthKey);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body.totals).toEqual({ received: "180.00", pending: "200.00", total: "380.00" });
    expect(body.receitaSaude).toBe(true);
    expect(body.sessions.map((s: { appointmentId: string }) => s.appointmentId)).toEqual([
      a.id,
      b.id,
    ]);
    expect(body.sessions[0]).toMatchObject({
      clientName: "Carla Mendes",
      price: "180.00",
      receivedAmount: "180.00",
      receivedMethod: "pix",
    });
    const year = Number(first.slice(0, 4));
    expect(body.pendingReceipts).toEqual([
      {
        appointmentId: a.id,
        sessionDate: `${first}01`,
        receivedOn: `${first}01`,
        amount: "180.00",
        payerName: "Carla Mendes",
        payerCpf: CPF,
        beneficiaryName: null,
        beneficiaryCpf: null,
        description: `Sessão de Psicologia em 01/${first.slice(5, 7)}/${year}`,
        deadline: `${year + 1}-02-${(year + 1) % 4 === 0 ? "29" : "28"}`,
      },
    ]);

    // Marked issued, it leaves the list.
    const issued = await proCaller.request({
      method: "POST",
      url: `/api/appointments/${a.id}/payment/receipt-issued`,
    });
    expect(issued.statusCode).toBe(200);
    expect((await financeOf(proCaller, monthKey)).json().pendingReceipts).toEqual([]);

    // Another month is empty; a stranger professional and a client see nothing of it.
    const next = addDays(`${first}28`, 7).slice(0, 7);
    expect((await financeOf(proCaller, next)).json()).toMatchObject({
      sessions: [],
      totals: { received: "0.00", pending: "0.00", total: "0.00" },
    });
    const other = await signInAs(t.app, await makeProfessional(t.db));
    const theirs = await financeOf(other, monthKey);
    expect(theirs.json().sessions).toEqual([]);
    expect(theirs.body).not.toContain(CPF);
    const client = await signInAs(t.app, await makeClient(t.db));
    expect((await financeOf(client, monthKey)).statusCode).toBe(403);
  });

  it("answers a bad month or year in Portuguese", async () => {
    const { proCaller } = await month("Nutrição");
    for (const bad of ["2026-13", "novembro", "2026-1", "1999-01"]) {
      const res = await financeOf(proCaller, encodeURIComponent(bad));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.monthInvalid);
    }
    const year = await proCaller.request({ url: "/api/financeiro/receita-saude.csv?year=20x6" });
    expect(year.statusCode).toBe(400);
    expect(year.json().message).toBe(PAYMENT_MESSAGES.yearInvalid);
  });
});

describe("the CSV exports", () => {
  it("exports the month for a Brazilian spreadsheet, a typed formula kept as text", async () => {
    const { proCaller, monthKey, first } = await month();
    const res = await proCaller.request({ url: `/api/financeiro/sessoes.csv?month=${monthKey}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="financeiro-${monthKey}.csv"`,
    );
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const rows = res.body.slice(1).trimEnd().split("\r\n");
    expect(rows[0]).toBe(
      "Data;Horário;Cliente;Situação;Valor;Cliente informou pagamento em;Recebido em;Valor recebido;Forma;Recibo Receita Saúde emitido em",
    );
    const day1 = `01/${first.slice(5, 7)}/${first.slice(0, 4)}`;
    expect(rows[1]).toMatch(
      new RegExp(
        `^${day1};09:00;Carla Mendes;Realizado;180,00;\\d\\d/\\d\\d/\\d{4};${day1};180,00;Pix;$`,
      ),
    );
    expect(rows[2]).toContain(";'=HYPERLINK(1) Souza;");
    expect(rows).toHaveLength(3);
  });

  it("exports a psychologist's year for Receita Saúde, and refuses it to a nutritionist", async () => {
    const { proCaller, first } = await month();
    const year = first.slice(0, 4);
    const res = await proCaller.request({ url: `/api/financeiro/receita-saude.csv?year=${year}` });
    expect(res.statusCode).toBe(200);
    const rows = res.body.slice(1).trimEnd().split("\r\n");
    expect(rows[0]).toBe(
      "Data do pagamento;Valor;Nome do pagador;CPF do pagador;Nome do beneficiário;CPF do beneficiário;Descrição;Prazo do recibo;Recibo emitido em",
    );
    expect(rows[1]).toContain(`;180,00;Carla Mendes;${CPF};;;Sessão de Psicologia em 01/`);
    expect(rows).toHaveLength(2);

    const nutrition = await month("Nutrição");
    const refused = await nutrition.proCaller.request({
      url: `/api/financeiro/receita-saude.csv?year=${year}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PAYMENT_MESSAGES.noReceiptNeeded);
  });

  it("quotes cells with separators, quotes or line breaks", () => {
    expect(csvCell('Ana "Nina"; Souza')).toBe('"Ana ""Nina""; Souza"');
    expect(csvCell("linha\r\noutra")).toBe('"linha\r\noutra"');
    expect(csvCell("+5511")).toBe("'+5511");
    expect(csvCell("Ana")).toBe("Ana");
  });
});
