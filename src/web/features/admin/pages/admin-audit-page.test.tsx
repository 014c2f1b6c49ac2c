import type { AuditLogEntry } from "@domain/contracts/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { onePage } from "@web/test/admin-fixtures";
import { renderApp } from "@web/test/render";
import { NEVER, type Routes, stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";

// Issue 29, item 11 (decision 0378): 'Registro de ações', every admin decision on the platform.

const me = makeCurrentUser({ role: "admin", firstName: "Ana", lastName: "Admin" });
const ana = { id: "0a1b2c3d-0000-4000-8000-000000000001", firstName: "Ana", lastName: "Admin" };
const rui = { id: "0a1b2c3d-0000-4000-8000-000000000002", firstName: "Rui", lastName: "Prado" };

function entry(overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: crypto.randomUUID(),
    action: "ban",
    banReason: "uso_indevido",
    reason: "Perfis duplicados",
    // 14:30 in São Paulo.
    createdAt: "2026-11-21T17:30:00.000Z",
    admin: ana,
    target: {
      id: "5f0c9a4e-1111-4000-8000-00000000000c",
      firstName: "Clara",
      lastName: "Lima",
      email: "clara@example.com",
      role: "client",
    },
    ...overrides,
  };
}

function routes(extra: Routes = {}): Routes {
  return {
    "GET /api/admin/audit": [200, onePage([entry()])],
    "GET /api/admin/audit/admins": [200, [ana, rui]],
    ...extra,
  };
}

const auditCalls = (sent: { url: string }[]) =>
  sent
    .map((r) => r.url)
    .filter((url) => url.startsWith("/api/admin/audit?") || url === "/api/admin/audit");
const renderAudit = (path = "/admin/auditoria") => renderApp({ path, user: me });

describe("admin audit log (/admin/auditoria)", { timeout: 20_000 }, () => {
  it("lists each action: when, what, about whom, by which admin, the category and the note", async () => {
    stubApi(
      routes({
        "GET /api/admin/audit": [
          200,
          onePage([
            entry(),
            entry({
              action: "reject",
              banReason: null,
              reason: "Registro ilegível",
              admin: rui,
              target: { ...entry().target, firstName: "Paula", role: "professional" },
            }),
          ]),
        ],
      }),
    );
    renderAudit();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Registro de ações" }),
    ).toBeVisible();
    const list = await screen.findByRole("list", { name: "Ações registradas" });
    const [ban, reject] = within(list).getAllByRole("listitem");
    expect(within(ban!).getByText("Conta suspensa")).toBeVisible();
    expect(within(ban!).getByText("21/11/2026 às 14:30")).toBeVisible();
    expect(within(ban!).getByText("Clara Lima")).toBeVisible();
    expect(within(ban!).getByText(/Cliente ·/)).toHaveTextContent("Cliente · clara@example.com");
    expect(within(ban!).getByText(`ID ${entry().target.id}`)).toBeVisible();
    expect(within(ban!).getByText(/^Por/)).toHaveTextContent("Por Ana Admin");
    expect(ban).toHaveTextContent("Motivo: Uso indevido da plataforma");
    expect(ban).toHaveTextContent("Observação interna: Perfis duplicados");
    expect(within(reject!).getByText("Verificação rejeitada")).toBeVisible();
    expect(reject).toHaveTextContent("Motivo: Registro ilegível");
    expect(reject).not.toHaveTextContent("Observação interna");
    expect(within(reject!).getByText(/^Por/)).toHaveTextContent("Por Rui Prado");
  });

  it("is reached from the admin navigation, marked as the current section", async () => {
    stubApi(routes());
    renderAudit();
    const nav = (await screen.findAllByRole("navigation", { name: "Navegação principal" }))[0]!;
    const link = within(nav).getByRole("link", { name: "Auditoria" });
    expect(link).toHaveAttribute("href", "/admin/auditoria");
    expect(link).toHaveAttribute("aria-current", "page");
    await waitFor(() => expect(document.title).toBe("Registro de ações | Acolher"));
  });

  it("opens with the filters of its address, and asks the API for them", async () => {
    const sent = stubApi(routes());
    renderAudit(
      `/admin/auditoria?acao=ban&admin=${rui.id}&de=2026-03-01&ate=2026-03-31&busca=clara`,
    );
    await screen.findByRole("list", { name: "Ações registradas" });
    expect(auditCalls(sent)).toEqual([
      `/api/admin/audit?action=ban&adminId=${rui.id}&from=2026-03-01&to=2026-03-31&search=clara`,
    ]);
    const form = screen.getByRole("form", { name: "Filtros do registro" });
    expect(within(form).getByLabelText("Ação")).toHaveValue("ban");
    await waitFor(() => expect(within(form).getByLabelText("Administrador")).toHaveValue(rui.id));
    expect(within(form).getByLabelText("De")).toHaveValue("2026-03-01");
    expect(within(form).getByLabelText("Até")).toHaveValue("2026-03-31");
    expect(within(form).getByLabelText("Conta (nome ou e-mail)")).toHaveValue("clara");
  });

  it("'Filtrar' writes the filters in the address and asks again; 'Limpar' clears them", async () => {
    const sent = stubApi(routes());
    const { location } = renderAudit();
    const form = await screen.findByRole("form", { name: "Filtros do registro" });
    await screen.findByRole("list", { name: "Ações registradas" });
    await userEvent.selectOptions(within(form).getByLabelText("Ação"), "Conta reativada");
    await userEvent.selectOptions(
      await within(form).findByRole("combobox", { name: "Administrador" }),
      "Rui Prado",
    );
    await userEvent.type(within(form).getByLabelText("De"), "2026-03-01");
    await userEvent.type(within(form).getByLabelText("Conta (nome ou e-mail)"), "lima");
    await userEvent.click(within(form).getByRole("button", { name: "Filtrar" }));

    await waitFor(() =>
      expect(location.history?.at(-1)).toBe(
        `/admin/auditoria?acao=unban&admin=${rui.id}&de=2026-03-01&busca=lima`,
      ),
    );
    await waitFor(() =>
      expect(auditCalls(sent).at(-1)).toBe(
        `/api/admin/audit?action=unban&adminId=${rui.id}&from=2026-03-01&search=lima`,
      ),
    );

    await userEvent.click(screen.getByRole("button", { name: "Limpar" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/admin/auditoria"));
    expect(screen.getByLabelText("Ação")).toHaveValue("");
    expect(screen.getByLabelText("Conta (nome ou e-mail)")).toHaveValue("");
  });

  it("refuses a range that ends before it starts, without asking", async () => {
    const sent = stubApi(routes());
    const { location } = renderAudit();
    const form = await screen.findByRole("form", { name: "Filtros do registro" });
    await screen.findByRole("list", { name: "Ações registradas" });
    await userEvent.type(within(form).getByLabelText("De"), "2026-03-10");
    await userEvent.type(within(form).getByLabelText("Até"), "2026-03-01");
    await userEvent.click(within(form).getByRole("button", { name: "Filtrar" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "A data inicial deve ser anterior ou igual à final.",
    );
    expect(within(form).getByLabelText("Até")).toHaveAttribute("aria-invalid", "true");
    expect(location.history).toEqual(["/admin/auditoria"]);
    expect(auditCalls(sent)).toEqual(["/api/admin/audit"]);
  });

  it("shows it is loading, then says when nothing was recorded or nothing matches", async () => {
    stubApi(routes({ "GET /api/admin/audit": NEVER }));
    const { unmount } = renderAudit();
    expect(
      await screen.findByRole("status", { name: "Carregando ações registradas" }),
    ).toBeVisible();
    unmount();

    stubApi(routes({ "GET /api/admin/audit": [200, onePage([])] }));
    const { unmount: unmountEmpty } = renderAudit();
    expect(await screen.findByText("Nenhuma ação administrativa registrada ainda.")).toBeVisible();
    unmountEmpty();

    stubApi(routes({ "GET /api/admin/audit": [200, onePage([])] }));
    renderAudit("/admin/auditoria?acao=approve");
    expect(await screen.findByText("Nenhuma ação encontrada com estes filtros.")).toBeVisible();
  });

  it("'Carregar mais' asks for the next page with the filters and the cursor", async () => {
    const sent = stubApi(
      routes({
        "GET /api/admin/audit": (url) =>
          url.searchParams.get("cursor")
            ? [200, onePage([entry({ action: "unban", banReason: null, reason: null })])]
            : [200, onePage([entry()], "next-1")],
      }),
    );
    renderAudit("/admin/auditoria?acao=ban");
    await userEvent.click(await screen.findByRole("button", { name: "Carregar mais" }));
    expect(await screen.findByText("Conta reativada", { selector: "span" })).toBeVisible();
    expect(auditCalls(sent)).toContain("/api/admin/audit?action=ban&cursor=next-1");
  });
});
