import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { beforeAll, describe, expect, it } from "vitest";

const TOKEN = "Zm9yamFkby1wYXJhLW8tdGVzdGUtZGEtcGFnaW5hLWRlLWRlc2NhZGFzdHJv";
const PATH = `/descadastrar/${TOKEN}`;
const POST = `POST /api/email/unsubscribe/${TOKEN}`;

beforeAll(async () => {
  await import("./unsubscribe-page");
}, 30_000);

describe("/descadastrar/:token (the e-mail's footer link)", () => {
  it("asks first (a link scanner changes nothing), then confirms in Portuguese", async () => {
    const sent = stubApi({ [POST]: [200, { category: "lembretes", label: "Lembretes" }] });
    renderApp({ path: PATH, user: null });
    expect(
      await screen.findByRole("heading", { name: "Deixar de receber estes e-mails?" }),
    ).toBeVisible();
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Confirmar descadastro" }));
    expect(
      await screen.findByText("Pronto: você não receberá mais e-mails de “Lembretes”."),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Confirmar descadastro" })).toBeNull();
    expect(screen.getByRole("link", { name: "Configurações" })).toHaveAttribute(
      "href",
      "/settings",
    );
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      { method: "POST", url: `/api/email/unsubscribe/${TOKEN}`, body: undefined },
    ]);
  });

  it("works for a signed-in user too, without the app's shell", async () => {
    stubApi({ [POST]: [200, { category: "pos_sessao", label: "Depois da sessão" }] });
    renderApp({ path: PATH, user: makeCurrentUser() });
    await userEvent.click(await screen.findByRole("button", { name: "Confirmar descadastro" }));
    expect(
      await screen.findByText("Pronto: você não receberá mais e-mails de “Depois da sessão”."),
    ).toBeVisible();
  });

  it("says so when the link is not one of ours", async () => {
    stubApi({
      [POST]: [404, { code: "not_found", message: "Link de descadastro inválido ou expirado." }],
    });
    renderApp({ path: PATH, user: null });
    await userEvent.click(await screen.findByRole("button", { name: "Confirmar descadastro" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Link de descadastro inválido ou expirado.",
    );
    expect(screen.queryByRole("button", { name: "Confirmar descadastro" })).toBeNull();
  });
});
