import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  makeAdminProfessional,
  makeAdminUser,
  makeUserDetail,
  onePage,
} from "@web/test/admin-fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";

const admin = makeCurrentUser({ role: "admin", firstName: "Ana", lastName: "Admin" });
const paula = makeAdminProfessional();
const stats = {
  totalUsers: 1234,
  totalProfessionals: 56,
  totalClients: 1170,
  totalAppointments: 789,
};
const appointmentStats = {
  totalAppointments: 789,
  pendingAppointments: 12,
  confirmedAppointments: 640,
  autoRejected: 7,
};
const routes = {
  "GET /api/admin/stats": [200, stats],
  "GET /api/admin/appointments/stats": [200, appointmentStats],
  "GET /api/admin/professionals/pending": [200, onePage([paula])],
  [`GET /api/admin/users/${paula.id}`]: [
    200,
    makeUserDetail(paula, [
      {
        id: "a1",
        action: "reject",
        banReason: null,
        reason: "Registro ilegível",
        createdAt: "2026-02-01T15:00:00.000Z",
        admin: makeAdminUser({ firstName: "Ana", lastName: "Admin" }),
      },
    ]),
  ],
} as const;

/** The value shown under `label` in the stats section `section`. */
function statValue(section: string, label: string) {
  const region = screen.getByRole("region", { name: section });
  return within(region).getByText(label).nextElementSibling?.textContent;
}

describe("admin dashboard", { timeout: 20_000 }, () => {
  it("shows the platform's counts and the appointment stats, 'Não Respondido' included", async () => {
    stubApi(routes);
    renderApp({ path: "/admin", user: admin });
    await screen.findByRole("heading", { level: 1, name: "Painel administrativo" });
    await screen.findAllByText("1.234");
    expect(statValue("Visão geral", "Usuários")).toBe("1.234");
    expect(statValue("Visão geral", "Profissionais")).toBe("56");
    expect(statValue("Visão geral", "Clientes")).toBe("1.170");
    expect(statValue("Visão geral", "Agendamentos")).toBe("789");
    expect(statValue("Agendamentos", "Total")).toBe("789");
    expect(statValue("Agendamentos", "Pendentes")).toBe("12");
    expect(statValue("Agendamentos", "Confirmados")).toBe("640");
    expect(statValue("Agendamentos", "Não Respondido")).toBe("7");
  });

  it("is also /admin/dashboard, with quick actions to each section", async () => {
    stubApi(routes);
    renderApp({ path: "/admin/dashboard", user: admin });
    const actions = await screen.findByRole("navigation", { name: "Ações rápidas" });
    const links = within(actions).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/admin/users",
      "/admin/professionals",
      "/admin/reports",
      "/admin/denuncias",
      "/admin/conteudos",
      "/admin/suporte",
    ]);
  });

  it("lists pending verifications and opens what an admin needs to decide", async () => {
    stubApi(routes);
    renderApp({ path: "/admin", user: admin });
    const queue = await screen.findByRole("list", { name: "Verificações pendentes" });
    expect(within(queue).getByText("Paula Souza")).toBeVisible();
    expect(within(queue).getByText("Psicologia")).toBeVisible();

    await userEvent.click(
      within(queue).getByRole("button", { name: "Ver detalhes de Paula Souza" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Paula Souza" });
    expect(within(dialog).getByText("529.982.247-25")).toBeVisible();
    expect(within(dialog).getByText("CRP 06/123456")).toBeVisible();
    expect(within(dialog).getByRole("link", { name: /^Consultar no CFP/ })).toBeVisible();
    expect(within(dialog).getByText("A partir de R$ 150,00")).toBeVisible();
    expect(within(dialog).getByText("Online, Local Próprio")).toBeVisible();
    expect(within(dialog).getByText("Rua Augusta, 100, Sala 3, Consolação")).toBeVisible();
    expect(await within(dialog).findByText("Verificação rejeitada")).toBeVisible();
    expect(within(dialog).getByText("Motivo: Registro ilegível")).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Aprovar" })).toBeVisible();
  });
});
