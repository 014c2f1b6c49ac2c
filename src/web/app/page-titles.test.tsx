import { readFileSync } from "node:fs";
import type { FinanceMonth } from "@domain/contracts/payments";
import { HOME_TITLE } from "@domain/page-title";
import { act, waitFor } from "@testing-library/react";
import { makeAppointment } from "@web/test/fixtures";
import { makePublicProfessional } from "@web/test/professionals";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { beforeAll, describe, expect, it } from "vitest";

// Issue 29, item 1 (WCAG 2.4.2, decision 0375): the browser tab names the screen it shows.

const rafael = makePublicProfessional(
  { firstName: "Rafael", lastName: "Albuquerque", publicNumber: 7 },
  { titleForm: "masculine" },
);

/** A session whose other party, service, notes and address must stay out of the tab. */
const session = makeAppointment({
  status: "approved",
  appointmentDate: "2099-03-02",
  serviceType: "domiciliar",
  clientAddress: "Rua dos Pinheiros, 50",
  notes: "Crise de ansiedade",
  client: { ...makeAppointment().client, firstName: "Clara", lastName: "Lima" },
  professional: { ...makeAppointment().professional, firstName: "Rafael", lastName: "Albuquerque" },
});
/** The professional's Financeiro month holding that session (issue 33). */
const financeMonth: FinanceMonth = {
  month: "2099-03",
  receitaSaude: true,
  totals: { received: "0.00", pending: "180.00", total: "180.00" },
  sessions: [
    {
      appointmentId: session.id,
      appointmentDate: session.appointmentDate,
      startTime: session.startTime,
      status: session.status,
      clientName: "Clara Lima",
      price: "180.00",
      clientPaidAt: null,
      receivedOn: null,
      receivedAmount: null,
      receivedMethod: null,
      receiptIssuedAt: null,
    },
  ],
  pendingReceipts: [],
};
const noReviews = { reviews: [], averageRating: null, reviewCount: 0 };
const PRIVATE_WORDS = /Rafael|Albuquerque|Clara|Lima|Psicologia|ansiedade|Pinheiros|Domiciliar/i;

const titleBecomes = (title: string) => waitFor(() => expect(document.title).toBe(title));

beforeAll(async () => {
  await Promise.all([
    import("./signed-in"),
    import("./public-screens"),
    import("./areas/client-area"),
    import("./areas/professional-area"),
    import("./areas/admin-area"),
  ]);
}, 30_000);

describe("page titles", { timeout: 30_000 }, () => {
  it("a visitor: a profile names the professional, home and sign-in their own", async () => {
    stubApi({
      "GET /api/professionals/p1": [200, rafael],
      "GET /api/reviews/professional/p1": [200, noReviews],
    });
    const { location } = renderApp({ path: "/professional/p1", user: null });
    await titleBecomes("Rafael Albuquerque · Psicólogo | Acolher");

    act(() => location.navigate("/"));
    await titleBecomes("Acolher · Saúde e bem-estar");
    // The same words as index.html's, which the landing shows before the app runs.
    expect(readFileSync("src/web/index.html", "utf8")).toContain(`<title>${HOME_TITLE}</title>`);

    act(() => location.navigate("/entrar"));
    await titleBecomes("Entrar | Acolher");
    act(() => location.navigate("/criar-conta"));
    await titleBecomes("Criar conta | Acolher");
  });

  it("a client: generic titles, nobody's name on the appointments screen", async () => {
    stubApi({
      "GET /api/appointments/client": [200, [session]],
      "GET /api/reviews/professional/p1": [200, noReviews],
    });
    const { location, findAllByText } = renderApp({ path: "/", user: makeCurrentUser() });
    await titleBecomes("Início | Acolher");

    act(() => location.navigate("/appointments"));
    await titleBecomes("Agenda e Avaliações | Acolher");
    await findAllByText(/Rafael Albuquerque/);
    expect(document.title).not.toMatch(PRIVATE_WORDS);

    act(() => location.navigate("/settings"));
    await titleBecomes("Configurações | Acolher");
    act(() => location.navigate("/nao-existe"));
    await titleBecomes("Página não encontrada | Acolher");
  });

  it("a professional: generic titles, no client's name on the appointments screen", async () => {
    const professional = makeCurrentUser({ id: "p1", role: "professional", firstName: "Paula" });
    stubApi({
      "GET /api/appointments/professional": [
        200,
        {
          items: [session],
          nextCursor: null,
          counts: { pending: 0, confirmed: 1, today: 0, total: 1 },
        },
      ],
      "GET /api/financeiro": [200, financeMonth],
    });
    const { location, findByText } = renderApp({
      path: "/professional/appointments",
      user: professional,
    });
    await titleBecomes("Agendamentos | Acolher");
    await findByText("Clara Lima");
    expect(document.title).not.toMatch(PRIVATE_WORDS);

    act(() => location.navigate("/professional/agenda"));
    await titleBecomes("Agenda | Acolher");
    act(() => location.navigate("/financeiro?mes=2099-03"));
    await titleBecomes("Financeiro | Acolher");
    await findByText("Clara Lima");
    expect(document.title).not.toMatch(PRIVATE_WORDS);
    act(() => location.navigate("/"));
    await titleBecomes("Início | Acolher");
  });

  it("an admin: the panel and each section", async () => {
    stubApi();
    const { location } = renderApp({ path: "/", user: makeCurrentUser({ role: "admin" }) });
    await titleBecomes("Painel administrativo | Acolher");
    act(() => location.navigate("/admin/users"));
    await titleBecomes("Usuários | Acolher");
  });
});
