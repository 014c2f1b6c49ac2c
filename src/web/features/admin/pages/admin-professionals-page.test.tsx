import { publicityProblem } from "@domain/publicity";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeAdminProfessional, makeUserDetail, onePage } from "@web/test/admin-fixtures";
import { renderApp } from "@web/test/render";
import { type Routes, stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";

const admin = makeCurrentUser({ role: "admin", firstName: "Ana", lastName: "Admin" });
const paula = makeAdminProfessional();
const vera = makeAdminProfessional({
  firstName: "Vera",
  lastName: "Reis",
  verificationStatus: "verified",
});
const verifyUrl = `PUT /api/admin/professionals/${paula.id}/verify`;

function routes(extra: Routes = {}): Routes {
  return {
    "GET /api/admin/professionals/pending": [200, onePage([paula])],
    "GET /api/admin/professionals": [200, onePage([paula, vera])],
    [`GET /api/admin/users/${paula.id}`]: [200, makeUserDetail(paula)],
    [`GET /api/admin/users/${vera.id}`]: [200, makeUserDetail(vera)],
    ...extra,
  };
}

async function openPaula() {
  renderApp({ path: "/admin/professionals", user: admin });
  const pending = await screen.findByRole("list", { name: "Profissionais pendentes" });
  await userEvent.click(
    within(pending).getByRole("button", { name: "Ver detalhes de Paula Souza" }),
  );
  return screen.findByRole("dialog", { name: "Paula Souza" });
}

describe("admin professionals", { timeout: 20_000 }, () => {
  it("approves after confirming: sends { isVerified: true } and says so", async () => {
    const sent = stubApi(
      routes({ [verifyUrl]: [200, { ...paula, verificationStatus: "verified" }] }),
    );
    const dialog = await openPaula();
    await userEvent.click(within(dialog).getByRole("button", { name: "Aprovar" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Aprovar Paula Souza?" });
    expect(sent.filter((r) => r.method === "PUT")).toHaveLength(0);

    await userEvent.click(within(confirm).getByRole("button", { name: "Aprovar profissional" }));
    expect(await screen.findByText("Profissional aprovado")).toBeVisible();
    expect(sent.find((r) => r.method === "PUT")).toMatchObject({
      url: `/api/admin/professionals/${paula.id}/verify`,
      body: { isVerified: true },
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Paula Souza" })).toBeNull());
  });

  it("rejects only with a reason, which is sent", async () => {
    const sent = stubApi(
      routes({ [verifyUrl]: [200, { ...paula, verificationStatus: "rejected" }] }),
    );
    const dialog = await openPaula();
    await userEvent.click(within(dialog).getByRole("button", { name: "Rejeitar" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Rejeitar Paula Souza?" });

    await userEvent.click(within(confirm).getByRole("button", { name: "Rejeitar verificação" }));
    expect(await within(confirm).findByText("Informe o motivo da rejeição.")).toBeVisible();
    expect(sent.filter((r) => r.method === "PUT")).toHaveLength(0);

    await userEvent.type(within(confirm).getByLabelText("Motivo da rejeição"), "CPF não confere");
    await userEvent.click(within(confirm).getByRole("button", { name: "Rejeitar verificação" }));
    expect(await screen.findByText("Verificação rejeitada")).toBeVisible();
    expect(sent.find((r) => r.method === "PUT")?.body).toEqual({
      isVerified: false,
      reason: "CPF não confere",
    });
  });

  it("a refused decision shows 'Falha ao atualizar verificação' with the server's reason", async () => {
    const refusal = { code: "conflict", message: "Este profissional já está verificado." };
    stubApi(routes({ [verifyUrl]: [409, refusal] }));
    const dialog = await openPaula();
    await userEvent.click(within(dialog).getByRole("button", { name: "Aprovar" }));
    await userEvent.click(await screen.findByRole("button", { name: "Aprovar profissional" }));
    expect(await screen.findByText("Falha ao atualizar verificação")).toBeVisible();
    expect(screen.getByText(refusal.message)).toBeVisible();
  });

  it("'Todos' lists every professional; a verified one cannot be approved or rejected", async () => {
    const sent = stubApi(routes());
    renderApp({ path: "/admin/professionals", user: admin });
    await userEvent.click(await screen.findByRole("tab", { name: "Todos" }));
    const all = await screen.findByRole("list", { name: "Todos os profissionais" });
    expect(within(all).getByText("Verificado")).toBeVisible();
    expect(sent.some((r) => r.url === "/api/admin/professionals?status=all")).toBe(true);

    await userEvent.click(within(all).getByRole("button", { name: "Ver detalhes de Vera Reis" }));
    const dialog = await screen.findByRole("dialog", { name: "Vera Reis" });
    expect(within(dialog).queryByRole("button", { name: "Aprovar" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Rejeitar" })).toBeNull();
  });

  it("'Carregar mais' asks for the next page with the cursor", async () => {
    const sent = stubApi(
      routes({
        "GET /api/admin/professionals/pending": (url) =>
          url.searchParams.get("cursor") === "c2"
            ? [200, onePage([vera])]
            : [200, onePage([paula], "c2")],
      }),
    );
    renderApp({ path: "/admin/professionals", user: admin });
    await userEvent.click(await screen.findByRole("button", { name: "Carregar mais" }));
    expect(await screen.findByText("Vera Reis")).toBeVisible();
    expect(sent.map((r) => r.url)).toContain("/api/admin/professionals/pending?cursor=c2");
    expect(screen.queryByRole("button", { name: "Carregar mais" })).toBeNull();
  });

  it("flags a saved bio that breaks a publicity rule, naming the field and the rule (decision 0385)", async () => {
    const message = publicityProblem("Primeira consulta grátis")!;
    const flagged = makeAdminProfessional({
      ...paula,
      bio: "Primeira consulta grátis",
      publicityFlags: [{ field: "bio", rule: "free", message }],
    });
    stubApi(
      routes({
        "GET /api/admin/professionals/pending": [200, onePage([flagged])],
        [`GET /api/admin/users/${paula.id}`]: [200, makeUserDetail(flagged)],
      }),
    );
    const dialog = await openPaula();
    const flags = within(dialog).getByRole("region", { name: "Publicidade vedada" });
    expect(flags).toHaveTextContent(`Bio (informações pessoais): ${message}`);
    expect(flags).toHaveTextContent("o texto salvo não foi alterado");
    expect(within(dialog).getByText("Primeira consulta grátis")).toBeVisible();
  });

  it("shows the register's parts and the council's search in a new tab (decision 0386)", async () => {
    stubApi(routes());
    const dialog = await openPaula();
    expect(within(dialog).getByText("CRP 06/123456")).toBeVisible();
    for (const [label, value] of [
      ["Conselho", "CRP"],
      ["Região", "06"],
      ["Número", "123456"],
    ] as const)
      expect(within(dialog).getByText(label).nextElementSibling).toHaveTextContent(value);
    const link = within(dialog).getByRole("link", { name: /^Consultar no CFP/ });
    expect(link).toHaveAttribute("href", "https://cadastro.cfp.org.br/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(dialog).queryByText(/Registro fora do formato/)).toBeNull();
  });

  it("flags a register its council's format cannot read, in the list and the detail", async () => {
    const flagged = makeAdminProfessional({
      ...paula,
      professionalProfile: {
        ...paula.professionalProfile!,
        professionalRegister: "Psicóloga 123",
        register: null,
        registerUnreadable: true,
      },
    });
    stubApi(
      routes({
        "GET /api/admin/professionals/pending": [200, onePage([flagged])],
        [`GET /api/admin/users/${paula.id}`]: [200, makeUserDetail(flagged)],
      }),
    );
    renderApp({ path: "/admin/professionals", user: admin });
    const pending = await screen.findByRole("list", { name: "Profissionais pendentes" });
    expect(
      within(pending).getByText("Registro fora do formato do conselho: confira"),
    ).toBeVisible();
    await userEvent.click(
      within(pending).getByRole("button", { name: "Ver detalhes de Paula Souza" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Paula Souza" });
    expect(within(dialog).getByText("Psicóloga 123")).toBeVisible();
    expect(
      within(dialog).getByText("Registro fora do formato do conselho: confira (esperado: CRP)"),
    ).toBeVisible();
    expect(within(dialog).queryByText("Conselho")).toBeNull();
    expect(within(dialog).getByRole("link", { name: /^Consultar no CFP/ })).toBeVisible();
  });
});
