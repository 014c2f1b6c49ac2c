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
          id: "a1",
          action: "unban",
          reason: null,
          createdAt: "2026-02-01T15:00:00.000Z",
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

  it("suspends only after confirming: sends { isBanned: true } and says so", async () => {
    const sent = stubApi(routes({ [banUrl]: [200, { ...clara, isBanned: true }] }));
    renderUsers();
    await userEvent.click(
      within(await card("Clara Lima")).getByRole("button", { name: "Suspender Clara Lima" }),
    );
    const confirm = await screen.findByRole("alertdialog", { name: "Suspender Clara Lima?" });
    expect(sent.filter((r) => r.method === "PUT")).toHaveLength(0);

    await userEvent.click(within(confirm).getByRole("button", { name: "Suspender usuário" }));
    expect(await screen.findByText("Usuário suspenso")).toBeVisible();
    expect(sent.find((r) => r.method === "PUT")).toEqual({
      method: "PUT",
      url: `/api/admin/users/${clara.id}/ban`,
      body: { isBanned: true },
    });
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
    await userEvent.click(await screen.findByRole("button", { name: "Suspender usuário" }));
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
    expect(within(dialog).getByText(/por Ana Admin/)).toBeVisible();
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
