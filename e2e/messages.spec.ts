/**
 * Issue 34, item 1 (decision 0406): messages, live, in two browsers. A client (390 px) writes to
 * a psychologist from her profile; the psychologist (1280 px) sees the unread count, reads and
 * answers; the answer reaches the client's open conversation without a reload; a block closes
 * the conversation to both.
 */
import { describe, expect, it } from "vitest";
import { MESSAGE_MESSAGES } from "../src/domain/messages";
import { makeClient, makeProfessional, TEST_PASSWORD } from "../src/server/test/factories";
import { signIn } from "./fixtures/auth";
import { openProfileDialog } from "./fixtures/booking";
import { MOBILE, skipWithoutBrowser } from "./fixtures/browser";
import { setupJourney, step } from "./fixtures/journey";

describe.skipIf(skipWithoutBrowser)("messages", () => {
  const journey = setupJourney("messages");

  it("a question before booking, read and answered live, then a block", async () => {
    const db = journey.server.db;
    const pro = await makeProfessional(db, { user: { firstName: "Rita", lastName: "Mensagens" } });
    const client = await makeClient(db, { firstName: "Carla", lastName: "Pergunta" });

    const clientPage = await journey.visitor();
    await clientPage.setViewportSize(MOBILE);
    await signIn(clientPage, { email: client.email!, password: TEST_PASSWORD });
    await step("a cliente escreve pelo perfil", async () => {
      await clientPage.goto(`/professional/${pro.id}`);
      await openProfileDialog(clientPage, "Enviar mensagem", "Mensagem para Rita Mensagens");
      const dialog = clientPage.getByRole("dialog", { name: "Mensagem para Rita Mensagens" });
      await dialog.getByLabel("Mensagem").fill("Você atende adolescentes?");
      await dialog.getByRole("button", { name: "Enviar" }).click();
      await clientPage.waitForURL(/\/mensagens\/[0-9a-f-]{36}$/);
      await clientPage.getByText("Você atende adolescentes?").waitFor();
    });

    const proPage = await journey.visitor();
    await signIn(proPage, { email: pro.email, password: TEST_PASSWORD });
    await step("a psicóloga vê a mensagem não lida, lê e responde", async () => {
      await proPage.getByRole("link", { name: "Mensagens, 1 não lida" }).click();
      await proPage.getByRole("link", { name: /Carla Pergunta/ }).click();
      await proPage.getByText("Você atende adolescentes?").waitFor();
      await proPage.getByRole("link", { name: "Mensagens", exact: true }).waitFor();
      await journey.check(proPage, "thread");
      await proPage.getByLabel("Mensagem").fill("Atendo, sim. A partir de 12 anos.");
      await proPage.keyboard.press("Enter");
      // In the thread (the box may still hold the text for a moment).
      await proPage
        .getByRole("list", { name: "Mensagens" })
        .getByText("Atendo, sim. A partir de 12 anos.")
        .waitFor();
    });

    await step("a resposta chega à conversa aberta da cliente, sem recarregar", async () => {
      await clientPage
        .getByRole("list", { name: "Mensagens" })
        .getByText("Atendo, sim. A partir de 12 anos.")
        .waitFor({ timeout: 10_000 });
      await journey.check(clientPage, "client-thread");
    });

    await step("os guias para profissionais abrem do painel", async () => {
      const thread = new URL(proPage.url()).pathname;
      await proPage.goto("/");
      await proPage.getByRole("link", { name: "Ver recursos" }).click();
      await proPage.getByRole("link", { name: "Receita Saúde passo a passo" }).click();
      await proPage.getByRole("heading", { level: 2, name: "Fontes" }).waitFor();
      await journey.check(proPage, "guide");
      await proPage.goto(thread);
    });

    await step("a psicóloga bloqueia; ninguém mais escreve", async () => {
      await proPage.getByRole("button", { name: "Bloquear" }).click();
      await proPage
        .getByRole("alertdialog", { name: "Bloquear Carla Pergunta?" })
        .getByRole("button", { name: "Bloquear" })
        .click();
      await proPage.getByText(MESSAGE_MESSAGES.blockedByYou).waitFor();
      await clientPage.reload();
      await clientPage.getByText(MESSAGE_MESSAGES.blocked).waitFor();
      expect(await clientPage.getByLabel("Mensagem").count()).toBe(0);
    });
  });
});
