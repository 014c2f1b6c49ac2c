import type { FinanceMonth, FinanceSession, PendingReceipt } from "@domain/contracts/payments";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser, makeOwnProfessionalProfile } from "@web/test/users";
import { beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { monthOf } from "../lib/month";

// Issue 33, items 3 and 4 (decision 0400): the professional's "Financeiro".

const psychologist = makeCurrentUser({
  id: "p1",
  role: "professional",
  firstName: "Paula",
  professionalProfile: makeOwnProfessionalProfile(),
});
const A1 = "a1000000-0000-4000-8000-000000000001";
const A2 = "a2000000-0000-4000-8000-000000000002";
const A3 = "a3000000-0000-4000-8000-000000000003";

const session = (over: Partial<FinanceSession>): FinanceSession => ({
  appointmentId: A1,
  appointmentDate: "2026-11-27",
  startTime: "10:00",
  status: "confirmed",
  clientName: "Clara Lima",
  price: "180.00",
  clientPaidAt: null,
  receivedOn: null,
  receivedAmount: null,
  receivedMethod: null,
  receiptIssuedAt: null,
  ...over,
});
const receipt: PendingReceipt = {
  appointmentId: A1,
  sessionDate: "2026-11-27",
  receivedOn: "2026-11-27",
  amount: "180.00",
  payerName: "Clara Lima",
  payerCpf: "52998224725",
  beneficiaryName: "Lucas Lima",
  beneficiaryCpf: null,
  description: "Sessão de Psicologia em 27/11/2026",
  deadline: "2027-02-28",
};
const november = (over: Partial<FinanceMonth> = {}): FinanceMonth => ({
  month: "2026-11",
  receitaSaude: true,
  totals: { received: "180.00", pending: "360.00", total: "540.00" },
  sessions: [
    session({ receivedOn: "2026-11-27", receivedAmount: "180.00", receivedMethod: "pix" }),
    session({ appointmentId: A2, appointmentDate: "2026-11-28", clientName: "Davi Reis" }),
    session({
      appointmentId: A3,
      appointmentDate: "2026-11-29",
      clientName: "Eva Souza",
      clientPaidAt: "2026-11-29T13:00:00.000Z",
    }),
  ],
  pendingReceipts: [receipt],
  ...over,
});
const empty = (month: string, receitaSaude = true): FinanceMonth => ({
  month,
  receitaSaude,
  totals: { received: "0.00", pending: "0.00", total: "0.00" },
  sessions: [],
  pendingReceipts: [],
});
const financeUrls = (sent: { method: string; url: string }[]) =>
  sent.filter((r) => r.url.startsWith("/api/financeiro")).map((r) => r.url);

beforeAll(() => import("@web/app/areas/professional-area").then(() => import("./finance-page")));

describe("Financeiro (/financeiro)", { timeout: 20_000 }, () => {
  it("shows the month's totals, sessions and exports, and asks for the previous month", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      "GET /api/financeiro": (url) => [
        200,
        url.searchParams.get("month") === "2026-11" ? november() : empty("2026-10"),
      ],
    });
    renderApp({ path: "/financeiro?mes=2026-11", user: psychologist });
    expect(await screen.findByRole("heading", { level: 1, name: "Financeiro" })).toBeVisible();
    expect(await screen.findByRole("heading", { name: "Novembro de 2026" })).toBeVisible();
    const totals = await screen.findByRole("region", { name: "Totais do mês" });
    expect(within(totals).getByText("R$ 180,00")).toBeVisible();
    expect(within(totals).getByText("R$ 360,00")).toBeVisible();
    expect(within(totals).getByText("R$ 540,00")).toBeVisible();

    const table = screen.getByRole("table", { name: "Sessões de Novembro de 2026" });
    const rows = within(table).getAllByRole("row");
    expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["27/11/2026", "10:00", "Clara Lima", "R$ 180,00", "Recebido em 27/11/2026 · Pix"]);
    expect(within(rows[2]!).getByText("Pendente")).toBeVisible();
    expect(within(rows[3]!).getByText("Cliente informou pagamento")).toBeVisible();
    expect(screen.getByRole("region", { name: "Sessões de Novembro de 2026" })).toHaveAttribute(
      "tabindex",
      "0",
    );
    expect(screen.getByRole("link", { name: "Exportar CSV" })).toHaveAttribute(
      "href",
      "/api/financeiro/sessoes.csv?month=2026-11",
    );
    expect(screen.getByRole("link", { name: "Exportar para o Carnê-Leão (CSV)" })).toHaveAttribute(
      "href",
      "/api/financeiro/receita-saude.csv?year=2026",
    );

    await user.click(screen.getByRole("button", { name: "Mês anterior" }));
    expect(await screen.findByText("Nenhuma sessão neste mês.")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Outubro de 2026" })).toBeVisible();
    expect(financeUrls(sent)).toEqual([
      "/api/financeiro?month=2026-11",
      "/api/financeiro?month=2026-10",
    ]);
  });

  it("lists a pending Receita Saúde receipt and marks it issued", async () => {
    const user = userEvent.setup();
    let issued = false;
    const sent = stubApi({
      "GET /api/financeiro": () => [200, issued ? november({ pendingReceipts: [] }) : november()],
      [`POST /api/appointments/${A1}/payment/receipt-issued`]: () => {
        issued = true;
        return [200, {}];
      },
    });
    renderApp({ path: "/financeiro?mes=2026-11", user: psychologist });
    expect(await screen.findByRole("heading", { name: "Receita Saúde" })).toBeVisible();
    expect(screen.getByText(/IN RFB 2\.240\/2024/)).toBeVisible();
    const list = screen.getByRole("list", { name: "Recibos pendentes" });
    expect(within(list).getByText("529.982.247-25")).toBeVisible();
    expect(within(list).getByText("28/02/2027")).toBeVisible();
    expect(within(list).getByText("Lucas Lima")).toBeVisible();
    expect(within(list).getByText("Sessão de Psicologia em 27/11/2026")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Recibo emitido: Clara Lima 27/11/2026" }));
    expect(await screen.findByText("Nenhum recibo pendente.")).toBeVisible();
    expect(sent.filter((r) => r.method !== "GET")).toEqual([
      {
        method: "POST",
        url: `/api/appointments/${A1}/payment/receipt-issued`,
        body: undefined,
      },
    ]);
  });

  it("undoes an issued receipt from the session's row", async () => {
    const user = userEvent.setup();
    const issuedSession = session({
      receivedOn: "2026-11-27",
      receivedAmount: "180.00",
      receivedMethod: "dinheiro",
      receiptIssuedAt: "2026-11-28T12:00:00.000Z",
    });
    const sent = stubApi({
      "GET /api/financeiro": [
        200,
        november({ sessions: [issuedSession], pendingReceipts: [{ ...receipt, payerCpf: null }] }),
      ],
      [`DELETE /api/appointments/${A1}/payment/receipt-issued`]: [200, {}],
    });
    renderApp({ path: "/financeiro?mes=2026-11", user: psychologist });
    expect(
      await screen.findByText("Recebido em 27/11/2026 · Dinheiro · Recibo emitido"),
    ).toBeVisible();
    expect(screen.getByText("CPF não informado pelo cliente")).toBeVisible();
    await user.click(
      screen.getByRole("button", { name: "Desfazer recibo: Clara Lima 27/11/2026" }),
    );
    await waitFor(() =>
      expect(sent.some((r) => r.method === "DELETE" && r.url.includes(A1))).toBe(true),
    );
  });

  it("has no Receita Saúde part for a nutritionist, and opens on the current month", async () => {
    const nutritionist = makeCurrentUser({
      role: "professional",
      professionalProfile: makeOwnProfessionalProfile({ specialties: ["Nutrição"] }),
    });
    // The last evening of the year in São Paulo, already the next year in UTC.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-01-01T02:30:00Z"));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const now = monthOf(new Date());
    const sent = stubApi({ "GET /api/financeiro": [200, empty(now, false)] });
    renderApp({ path: "/financeiro", user: nutritionist });
    expect(await screen.findByText("Nenhuma sessão neste mês.")).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Receita Saúde" })).toBeNull();
    expect(screen.queryByRole("link", { name: /Carnê-Leão/ })).toBeNull();
    expect(financeUrls(sent)).toEqual([`/api/financeiro?month=${now}`]);
  });

  it("is in a professional's user menu and not in a client's", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/financeiro": [200, empty("2026-11")] });
    const pro = renderApp({ path: "/financeiro?mes=2026-11", user: psychologist });
    await user.click(await screen.findByRole("button", { name: /Menu do usuário/ }));
    expect(
      within(await screen.findByRole("menu")).getByRole("menuitem", { name: "Financeiro" }),
    ).toHaveAttribute("href", "/financeiro");
    pro.unmount();

    renderApp({ path: "/settings", user: makeCurrentUser() });
    await user.click(await screen.findByRole("button", { name: /Menu do usuário/ }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Perfil" })).toBeVisible();
    expect(within(menu).queryByRole("menuitem", { name: "Financeiro" })).toBeNull();
  });
});
