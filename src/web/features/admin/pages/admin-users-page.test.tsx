import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeAdminUser, makeUserDetail, onePage } from "@web/test/admin-fixtures";
import { renderApp } from "@web/test/render";
import { type Routes, stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";

const me = makeCurrentUser({ role: "admin", firstName: "Ana", lastName: "Admin" });
const clara = makeAdminUser();
const bruno = makeAdminUser({ firstName: "Bruno", lastName: "Dias", isBanned: true });
const otherAdmin = makeAdminUser({ firstName: "Olga", lastName: "Prado", role: "admin" });
const banUrl = `PUT /api/admin/users/${clara.id}/ban`;

function routes(extra: Routes = {}): Routes {
  return {
    "GET /api/admin/users": [200, onePage([clara, bruno, otherAdmin])],
    [`GET /api/admin/users/${clara.id}`]: [
      200,
      makeUserDetail(clara, [
        {
          id: "a2",
          action: "unban",
          banReason: null,
          reason: null,
          createdAt: "2026-02-01T15:00:00.000Z",
          admin: { id: me.id, firstName: "Ana", lastName: "Admin" },
        },
        {
          id: "a1",
          action: "ban",
          banReason: "uso_indevido",
          reason: "Perfil duplicado",
          createdAt: "2026-01-20T15:00:00.000Z",
          admin: { id: me.id, firstName: "Ana", lastName: "Admin" },
        },
      ]),
    ],
    ...extra,
  };
}

const renderUsers = () => renderApp({ path: "/admin/users", user: me });
const card = async (name: string) => (await screen.findByText(name)).closest("li") as HTMLElement;

describe("admin users", { timeout: 20_000 }, () => {
  it("shows cards with e-mail, account type and the 'Suspenso' badge", async () => {
    stubApi(routes());
    renderUsers();
    const claraCard = await card("Clara Lima");
    expect(within(claraCard).getByText("clara@example.com")).toBeVisible();
    expect(within(claraCard).getByText("Cliente")).toBeVisible();
    expect(within(claraCard).queryByText("Suspenso")).toBeNull();
    expect(within(await card("Bruno Dias")).getByText("Suspenso")).toBeVisible();
    expect(within(await card("Olga Prado")).getByText("Administrador")).toBeVisible();
  });

  it("is the only section marked current in the navigation", async () => {
    stubApi(routes());
    renderUsers();
    const nav = (await screen.findAllByRole("navigation", { name: "Navegação principal" }))[0]!;
    const current = within(nav)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Usuários"]);
  });

  it("searches by what was typed (?search=) after a pause, or at once with Enter", async () => {
    const sent = stubApi(routes());
    renderUsers();
    await card("Clara Lima");
    await userEvent.type(screen.getByLabelText("Buscar usuários"), "jose");
    await waitFor(() => expect(sent.map((r) => r.url)).toContain("/api/admin/users?search=jose"));

    await userEvent.type(screen.getByLabelText("Buscar usuários"), "@x.com{Enter}");
    expect(sent.map((r) => r.url)).toContain("/api/admin/users?search=jose%40x.com");
  });

  it("suspends only after confirming with a category of the terms, the note optional", async () => {
    const sent = stubApi(routes({ [banUrl]: [200, { ...clara, isBanned: true }] }));
    renderUsers();
    await userEvent.click(
      within(await card("Clara Lima")).getByRole("button", { name: "Suspender Clara Lima" }),
    );
    const confirm = await screen.findByRole("alertdialog", { name: "Suspender Clara Lima?" });
    const reason = within(confirm).getByRole("combobox", { name: "Motivo da suspensão" });
    expect(
      within(reason)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Escolha um motivo",
      "Informações falsas no cadastro",
      "Registro profissional irregular",
      "Comportamento abusivo ou desrespeitoso",
      "Uso indevido da plataforma",
      "Outro motivo previsto nos termos de uso",
    ]);
    expect(
      within(confirm).getByLabelText("Observação interna (opcional)"),
    ).toHaveAccessibleDescription(
      "Fica só no registro de ações, para administradores. A pessoa nunca a vê.",
    );

    // No category, no ban: the field says so and nothing is sent.
    await userEvent.click(within(confirm).getByRole("button", { name: "Suspender usuário" }));
    expect(await within(confirm).findByText("Escolha o motivo da suspensão.")).toBeVisible();
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(sent.filter((r) => r.method === "PUT")).toHaveLength(0);

    await userEvent.selectOptions(reason, "Uso indevido da plataforma");
    await userEvent.click(within(confirm).getByRole("button", { name: "Suspender usuário" }));
    expect(await screen.findByText("Usuário suspenso")).toBeVisible();
    expect(sent.find((r) => r.method === "PUT")).toEqual({
      method: "PUT",
      url: `/api/admin/users/${clara.id}/ban`,
      body: { isBanned: true, banReason: "uso_indevido", note: null },
    });
  });

  it("sends the internal note with the category when one is written", async () => {
    const sent = stubApi(routes({ [banUrl]: [200, { ...clara, isBanned: true }] }));
    renderUsers();
    await userEvent.click(
      within(await card("Clara Lima")).getByRole("button", { name: "Suspender Clara Lima" }),
    );
    const confirm = await screen.findByRole("alertdialog", { name: "Suspender Clara Lima?" });
    await userEvent.selectOptions(
      within(confirm).getByRole("combobox", { name: "Motivo da suspensão" }),
      "Comportamento abusivo ou desrespeitoso",
    );
    await userEvent.type(
      within(confirm).getByLabelText("Observação interna (opcional)"),
      "Denúncias 12 e 15",
    );
    await userEvent.click(within(confirm).getByRole("button", { name: "Suspender usuário" }));
    expect(await screen.findByText("Usuário suspenso")).toBeVisible();
    expect(sent.find((r) => r.method === "PUT")?.body).toEqual({
      isBanned: true,
      banReason: "comportamento_abusivo",
      note: "Denúncias 12 e 15",
    });
  });

  it("reactivates after confirming, asking no reason", async () => {
    const brunoUrl = `PUT /api/admin/users/${bruno.id}/ban`;
    const sent = stubApi(routes({ [brunoUrl]: [200, { ...bruno, isBanned: false }] }));
    renderUsers();
    await userEvent.click(
      within(await card("Bruno Dias")).getByRole("button", { name: "Reativar Bruno Dias" }),
    );
    const confirm = await screen.findByRole("alertdialog", { name: "Reativar Bruno Dias?" });
    expect(within(confirm).queryByRole("combobox")).toBeNull();
    await userEvent.click(within(confirm).getByRole("button", { name: "Reativar usuário" }));
    expect(await screen.findByText("Usuário reativado")).toBeVisible();
    expect(sent.find((r) => r.method === "PUT")?.body).toEqual({ isBanned: false });
  });

  it("offers 'Reativar' to a suspended account, and nothing to an admin", async () => {
    stubApi(routes());
    renderUsers();
    const brunoCard = await card("Bruno Dias");
    expect(within(brunoCard).getByRole("button", { name: "Reativar Bruno Dias" })).toBeVisible();
    const olgaCard = await card("Olga Prado");
    expect(within(olgaCard).queryByRole("button", { name: /Suspender|Reativar/ })).toBeNull();
  });

  it("a refused ban shows 'Falha ao atualizar status do usuário' with the server's reason", async () => {
    const refusal = { code: "forbidden", message: "Administradores não podem ser suspensos." };
    stubApi(routes({ [banUrl]: [403, refusal] }));
    renderUsers();
    await userEvent.click(
      within(await card("Clara Lima")).getByRole("button", { name: "Suspender Clara Lima" }),
    );
    await userEvent.selectOptions(
      await screen.findByRole("combobox", { name: "Motivo da suspensão" }),
      "Outro motivo previsto nos termos de uso",
    );
    await userEvent.click(screen.getByRole("button", { name: "Suspender usuário" }));
    expect(await screen.findByText("Falha ao atualizar status do usuário")).toBeVisible();
    expect(screen.getByText(refusal.message)).toBeVisible();
  });

  it("opens the account's detail with its id and the history of admin actions", async () => {
    stubApi(routes());
    renderUsers();
    await userEvent.click(
      within(await card("Clara Lima")).getByRole("button", { name: "Ver detalhes de Clara Lima" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Clara Lima" });
    expect(within(dialog).getByText(clara.id)).toBeVisible();
    expect(within(dialog).getByText("(11) 98765-4321")).toBeVisible();
    expect(await within(dialog).findByText("Conta reativada")).toBeVisible();
    expect(within(dialog).getAllByText(/por Ana Admin/)).toHaveLength(2);
    expect(within(dialog).getByText("Motivo: Uso indevido da plataforma")).toBeVisible();
    expect(within(dialog).getByText("Observação interna: Perfil duplicado")).toBeVisible();
  });

  it("'Carregar mais' asks for the next page with the cursor", async () => {
    const sent = stubApi(
      routes({
        "GET /api/admin/users": (url) =>
          url.searchParams.get("cursor")
            ? [200, onePage([bruno])]
            : [200, onePage([clara], "next-1")],
      }),
    );
    renderUsers();
    await userEvent.click(await screen.findByRole("button", { name: "Carregar mais" }));
    expect(await screen.findByText("Bruno Dias")).toBeVisible();
    expect(sent.map((r) => r.url)).toContain("/api/admin/users?cursor=next-1");
  });
});
