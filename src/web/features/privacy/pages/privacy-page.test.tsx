import { RETENTION_DAYS } from "@domain/retention";
import { screen } from "@testing-library/react";
import { DeleteAccountCard } from "@web/features/profile/components/delete-account-card";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";

describe("privacy (LGPD)", { timeout: 20_000 }, () => {
  it("shows the privacy notice to a visitor at /privacidade, with the rights and how to use them", async () => {
    stubApi();
    renderApp({ path: "/privacidade", user: null });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Aviso de Privacidade" }),
    ).toBeVisible();
    expect(screen.getByRole("heading", { name: "Seus direitos (LGPD, art. 18)" })).toBeVisible();
    expect(screen.getByText("Baixar meus dados")).toBeVisible();
    // Issue 31, item 2: versioned, and per purpose the basis, who sees it and how long.
    expect(screen.getByText(/^Versão de \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
    const agendamentos = screen.getByRole("heading", { level: 3, name: "Agendamentos" })
      .parentElement!;
    expect(agendamentos).toHaveTextContent("art. 11, I");
    expect(agendamentos).toHaveTextContent(
      `apagados ${RETENTION_DAYS.bookingDetails} dias depois da sessão`,
    );
    expect(screen.getAllByText("Base legal (LGPD)")).toHaveLength(11);
    // Issues 33 and 34 (decisions 0400, 0406): the payer's CPF and the messages.
    const paying = screen.getByRole("heading", { level: 3, name: "Pagamentos e recibos" })
      .parentElement!;
    for (const part of ["IN RFB 2.240/2024", "O CPF, só o profissional", "art. 16, I"])
      expect(paying).toHaveTextContent(part);
    const talking = screen.getByRole("heading", { level: 3, name: "Mensagens" }).parentElement!;
    for (const part of ["Só as duas pessoas", "denunciada", "2 anos depois da última mensagem"])
      expect(talking).toHaveTextContent(part);
    // Issue 32 (decision 0397): online sessions, what is kept of them and on which basis.
    const online = screen.getByRole("heading", { level: 3, name: "Sessões online" }).parentElement!;
    for (const part of ["art. 11, II, f", "Lei 14.510/2022", "no máximo 2 minutos", "nunca passam"])
      expect(online).toHaveTextContent(part);
    expect(screen.getByRole("heading", { name: "Transferência internacional" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Crianças e adolescentes" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Fale com o suporte" })).toHaveAttribute(
      "href",
      "/suporte",
    );
  });

  it("shows the same notice to a signed-in user", async () => {
    stubApi();
    renderApp({ path: "/privacidade", user: makeCurrentUser() });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Aviso de Privacidade" }),
    ).toBeVisible();
  });

  it("is linked from the landing page's footer and from the sign-up form", async () => {
    stubApi();
    renderApp({ path: "/", user: null });
    expect(await screen.findByRole("link", { name: "Privacidade" })).toHaveAttribute(
      "href",
      "/privacidade",
    );
    stubApi();
    renderApp({ path: "/criar-conta", user: null });
    expect(await screen.findByRole("link", { name: "Aviso de Privacidade" })).toHaveAttribute(
      "href",
      "/privacidade",
    );
  });

  it("offers 'Baixar meus dados' in the account card as a download of the data export", async () => {
    stubApi();
    renderApp({ ui: <DeleteAccountCard />, user: makeCurrentUser() });
    const link = await screen.findByRole("link", { name: "Baixar meus dados" });
    expect(link).toHaveAttribute("href", "/api/user/data-export");
    expect(link).toHaveAttribute("download");
  });
});
