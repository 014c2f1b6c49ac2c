import { type AdminReport, ANSWER_TIME_BUCKETS } from "@domain/contracts/admin-reports";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";

// Issue 34, item 4 (decision 0405): 'Relatórios', the platform's figures for a period.

function report(overrides: Partial<AdminReport> = {}): AdminReport {
  const side = { onTime: 0, late: 0 };
  return {
    from: "2026-11-01",
    to: "2026-11-02",
    specialty: null,
    city: null,
    bookings: {
      requested: 12345,
      approved: 1200,
      rejected: 30,
      expired: 7,
      cancelled: {
        total: 15,
        client: { onTime: 10, late: 2 },
        professional: { onTime: 3, late: 0 },
        admin: side,
      },
      noShows: 4,
      noShowContests: 1,
    },
    daily: [
      {
        day: "2026-11-01",
        requested: 12000,
        approved: 1000,
        rejected: 20,
        expired: 5,
        cancelled: 10,
      },
      { day: "2026-11-02", requested: 345, approved: 200, rejected: 10, expired: 2, cancelled: 5 },
    ],
    answerTime: {
      answered: 1230,
      medianMinutes: 90,
      buckets: [...ANSWER_TIME_BUCKETS, null].map((upToMinutes) => ({
        upToMinutes,
        count: upToMinutes === 120 ? 1230 : 0,
      })),
    },
    verificationQueue: { pending: 3, oldestSince: "2026-10-30T12:00:00.000Z", medianAgeHours: 30 },
    email: { queued: 2500, sent: 2400, failed: 12, pendingNow: 88 },
    support: { opened: 9, closed: 6, openNow: 3, oldestOpenSince: null },
    ...overrides,
  };
}

const reportCalls = (sent: { url: string }[]) =>
  sent.map((r) => r.url).filter((url) => url.startsWith("/api/admin/reports"));

describe("admin reports (/admin/reports)", { timeout: 20_000 }, () => {
  it("shows each figure in a captioned table with pt-BR numbers, and asks for the chosen filters", async () => {
    const sent = stubApi({ "GET /api/admin/reports": [200, report()] });
    renderApp({ path: "/admin/reports", user: makeCurrentUser({ role: "admin" }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Relatórios" })).toBeVisible();

    const bookings = await screen.findByRole("table", {
      name: "Agendamentos de 01/11/2026 a 02/11/2026",
    });
    expect(within(bookings).getByRole("row", { name: "Solicitados 12.345" })).toBeVisible();
    expect(within(bookings).getByRole("row", { name: "Aprovados 1.200" })).toBeVisible();
    const daily = screen.getByRole("table", { name: "Agendamentos por dia" });
    expect(
      within(daily).getByRole("row", { name: "01/11/2026 12.000 1.000 20 5 10" }),
    ).toBeInTheDocument();
    const cancelled = screen.getByRole("table", { name: /^Cancelamentos por quem cancelou/ });
    expect(within(cancelled).getByRole("row", { name: "Cliente 10 2 12" })).toBeVisible();
    expect(screen.getByText("1,5 h")).toBeVisible();
    const answers = screen.getByRole("table", {
      name: "Solicitações respondidas por tempo de resposta",
    });
    expect(within(answers).getByRole("row", { name: "até 2 h 1.230" })).toBeVisible();
    expect(within(answers).getByRole("row", { name: "mais de 7 dias 0" })).toBeVisible();
    const email = screen.getByRole("table", { name: /^E-mails de/ });
    expect(within(email).getByRole("row", { name: "Gerados 2.500" })).toBeVisible();
    expect(within(email).getByRole("row", { name: "Na fila agora 88" })).toBeVisible();
    const queue = screen.getByRole("table", { name: "Profissionais aguardando verificação agora" });
    expect(within(queue).getByRole("row", { name: "Espera mediana 30 h" })).toBeVisible();

    // The default period: the last 30 days, every specialty and city.
    const [first] = reportCalls(sent);
    const firstQuery = new URL(first!, "http://localhost").searchParams;
    expect([...firstQuery.keys()]).toEqual(["from", "to"]);

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("De"));
    await user.type(screen.getByLabelText("De"), "2026-01-01");
    await user.clear(screen.getByLabelText("Até"));
    await user.type(screen.getByLabelText("Até"), "2026-03-31");
    await user.selectOptions(screen.getByLabelText("Especialidade"), "Nutrição");
    await user.type(screen.getByLabelText("Cidade"), " Curitiba ");
    await user.click(screen.getByRole("button", { name: "Aplicar" }));
    await waitFor(() =>
      expect(reportCalls(sent)).toContain(
        `/api/admin/reports?from=2026-01-01&to=2026-03-31&specialty=Nutri%C3%A7%C3%A3o&city=Curitiba`,
      ),
    );
    expect(screen.getByRole("link", { name: "Exportar CSV" })).toHaveAttribute(
      "href",
      "/api/admin/reports.csv?from=2026-01-01&to=2026-03-31&specialty=Nutri%C3%A7%C3%A3o&city=Curitiba",
    );
  });

  it("says what is wrong with a period before asking", async () => {
    const sent = stubApi({ "GET /api/admin/reports": [200, report()] });
    renderApp({ path: "/admin/reports", user: makeCurrentUser({ role: "admin" }) });
    await screen.findByRole("table", { name: /^Agendamentos de/ });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("De"));
    await user.type(screen.getByLabelText("De"), "2024-01-01");
    await user.clear(screen.getByLabelText("Até"));
    await user.type(screen.getByLabelText("Até"), "2025-06-01");
    await user.click(screen.getByRole("button", { name: "Aplicar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Escolha um período de até 366 dias.",
    );
    expect(reportCalls(sent)).toHaveLength(1);
  });
});
