import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { beforeAll, describe, expect, it, vi } from "vitest";

const PREFERENCES = [
  {
    category: "agendamentos",
    label: "Solicitações, respostas e cancelamentos",
    description: "Novas solicitações, confirmações, recusas e cancelamentos dos seus horários.",
    required: true,
    enabled: true,
  },
  {
    category: "conta",
    label: "Conta e segurança",
    description: "Redefinição de senha e a análise do seu cadastro profissional.",
    required: true,
    enabled: true,
  },
  {
    category: "lembretes",
    label: "Lembretes",
    description: "Lembrete 24 horas antes de cada sessão.",
    required: false,
    enabled: true,
  },
  {
    category: "pos_sessao",
    label: "Depois da sessão",
    description: "Pedidos para confirmar a realização da sessão e convites para avaliar.",
    required: false,
    enabled: false,
  },
];

const client = makeCurrentUser();
const admin = makeCurrentUser({ role: "admin", firstName: "Ana", lastName: "Admin" });

function stubSettings(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /api/user/email-preferences": [200, PREFERENCES],
    "GET /api/user/calendar-feed": [200, { exists: false, createdAt: null }],
    ...extra,
  });
}

const heading = (name: string) => screen.findByRole("heading", { level: 2, name });

beforeAll(async () => {
  await Promise.all([
    import("@web/app/areas/client-area"),
    import("@web/app/areas/admin-area"),
    import("./settings-page"),
  ]);
}, 30_000);

describe("/settings", () => {
  it("gives a client the four sections", async () => {
    stubSettings();
    renderApp({ path: "/settings", user: client });
    expect(await screen.findByRole("heading", { level: 1, name: "Configurações" })).toBeVisible();
    for (const name of ["Alterar senha", "E-mails", "Calendário", "Seus dados"]) {
      expect(await heading(name)).toBeVisible();
    }
    expect(screen.getByRole("button", { name: "Gerar endereço do calendário" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Baixar meus dados" })).toHaveAttribute(
      "href",
      "/api/user/data-export",
    );
    expect(screen.getByRole("button", { name: "Excluir conta" })).toBeVisible();
  });

  it("shows required e-mails on and locked, and saves an optional one when switched", async () => {
    const sent = stubSettings({
      "PUT /api/user/email-preferences": [
        200,
        PREFERENCES.map((p) => (p.category === "lembretes" ? { ...p, enabled: false } : p)),
      ],
    });
    renderApp({ path: "/settings", user: client });
    const required = await screen.findByRole("switch", {
      name: "Solicitações, respostas e cancelamentos",
    });
    expect(required).toBeChecked();
    expect(required).toBeDisabled();
    expect(required).toHaveAccessibleDescription(
      /Obrigatório: são sobre os seus horários e a sua conta/,
    );
    expect(screen.getByRole("switch", { name: "Conta e segurança" })).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Depois da sessão" })).not.toBeChecked();

    const reminders = screen.getByRole("switch", { name: "Lembretes" });
    expect(reminders).toBeChecked();
    expect(reminders).toBeEnabled();
    await userEvent.click(reminders);
    await vi.waitFor(() => expect(reminders).not.toBeChecked());
    expect(sent.filter((r) => r.method === "PUT")).toEqual([
      { method: "PUT", url: "/api/user/email-preferences", body: { lembretes: false } },
    ]);
  });

  it("reaches an admin at /admin/settings and /settings, without calendar or data sections", async () => {
    for (const path of ["/admin/settings", "/settings"]) {
      stubSettings();
      const view = renderApp({ path, user: admin });
      expect(await heading("Alterar senha")).toBeVisible();
      expect(await heading("E-mails")).toBeVisible();
      expect(screen.queryByRole("heading", { name: "Calendário" })).toBeNull();
      expect(screen.queryByRole("heading", { name: "Seus dados" })).toBeNull();
      view.unmount();
    }
  });
});

describe("'Alterar senha'", () => {
  const fill = async (current: string, next: string, again = next) => {
    await userEvent.type(await screen.findByLabelText("Senha atual"), current);
    await userEvent.type(screen.getByLabelText("Nova senha"), next);
    await userEvent.type(screen.getByLabelText("Repita a nova senha"), again);
    await userEvent.click(screen.getByRole("button", { name: "Alterar senha" }));
  };

  it("shows the server's answer to a wrong current password by that field", async () => {
    stubSettings({
      "PUT /api/user/password": [
        400,
        {
          code: "bad_request",
          message: "Senha atual incorreta.",
          fieldErrors: { currentPassword: ["Senha atual incorreta."] },
        },
      ],
    });
    renderApp({ path: "/settings", user: client });
    await fill("errada-mesmo", "nova-senha-longa-1");
    const current = screen.getByLabelText("Senha atual");
    await vi.waitFor(() => expect(current).toHaveAccessibleDescription("Senha atual incorreta."));
    expect(current).toHaveAttribute("aria-invalid", "true");
  });

  it("checks the confirmation before sending, then changes and clears the form", async () => {
    const sent = stubSettings({ "PUT /api/user/password": [200, { ok: true }] });
    renderApp({ path: "/settings", user: client });
    await fill("senha-antiga-1", "nova-senha-longa-1", "outra-coisa-1");
    expect(await screen.findByText("As senhas não coincidem")).toBeVisible();
    expect(sent.filter((r) => r.method === "PUT")).toEqual([]);

    const again = screen.getByLabelText("Repita a nova senha");
    await userEvent.clear(again);
    await userEvent.type(again, "nova-senha-longa-1");
    await userEvent.click(screen.getByRole("button", { name: "Alterar senha" }));
    expect(await screen.findByText("Senha alterada")).toBeVisible();
    expect(
      screen.getByText("Senha alterada. As outras sessões da sua conta foram encerradas."),
    ).toBeVisible();
    expect(sent.filter((r) => r.method === "PUT")).toEqual([
      {
        method: "PUT",
        url: "/api/user/password",
        body: {
          currentPassword: "senha-antiga-1",
          password: "nova-senha-longa-1",
          passwordConfirmation: "nova-senha-longa-1",
        },
      },
    ]);
    expect(screen.getByLabelText("Senha atual")).toHaveValue("");
  });
});

describe("the profile page points to the settings", () => {
  it("no longer holds the calendar card, and links to /settings", async () => {
    stubApi({ "GET /api/geocoding/cities": [200, ["São Paulo"]] });
    renderApp({ path: "/profile", user: client });
    const card = (await heading("Senha, e-mails e calendário")).closest("div")!.parentElement!;
    expect(within(card).getByRole("link", { name: "Abrir Configurações" })).toHaveAttribute(
      "href",
      "/settings",
    );
    expect(screen.queryByRole("heading", { name: "Calendário" })).toBeNull();
  });
});
