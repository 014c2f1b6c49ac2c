/**
 * Issue 32, item 7 (decisions 0394, 0395): an online session's room, for real. Two Chromium
 * contexts with fake cameras and microphones (the professional at 1280 px, the client at
 * 390 px) join the same room; each receives the other's video (its frames advance). The client
 * accepts the consent once; a third account and an early visit get the room's refusal; the room
 * follows a reschedule (same address, new window).
 */
import { eq } from "drizzle-orm";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments } from "../src/server/db/schema";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  TEST_PASSWORD,
} from "../src/server/test/factories";
import { signIn } from "./fixtures/auth";
import { CHROMIUM_ARGS, journeyBrowserPath, MOBILE, skipWithoutBrowser } from "./fixtures/browser";
import { setupJourney, step } from "./fixtures/journey";

/** The room's remote video has frames, and they advance. */
async function receivesVideo(page: Page) {
  const video = page.locator('video[aria-label^="Vídeo de"]');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);
  const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(first);
}

describe.skipIf(skipWithoutBrowser)("online session", () => {
  const journey = setupJourney("online-session");
  // A browser of its own: fake devices, and no permission prompt for them.
  let media: Browser;
  beforeAll(async () => {
    media = await chromium.launch({
      executablePath: journeyBrowserPath(),
      args: [
        ...CHROMIUM_ARGS,
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
        // Both parties are on this machine: let the call use the loopback interface, so it
        // connects on a machine whose only network is loopback (CI once had no other and the
        // call never connected; reproduced with `unshare -n`).
        "--allow-loopback-in-peer-connection",
      ],
    });
  });
  afterAll(async () => media?.close());

  const party = async (email: string, viewport?: { width: number; height: number }) => {
    const page = await journey.visitor(media);
    await page.context().grantPermissions(["camera", "microphone"]);
    if (viewport) await page.setViewportSize(viewport);
    await signIn(page, { email, password: TEST_PASSWORD });
    return page;
  };

  it("both parties see each other; strangers and early visits are refused; a reschedule keeps the room", async () => {
    const db = journey.server.db;
    const pro = await makeProfessional(db, { user: { firstName: "Helena", lastName: "Vídeo" } });
    const client = await makeClient(db, { firstName: "Caio", lastName: "Remoto" });
    const stranger = await makeClient(db, { firstName: "Téo", lastName: "Alheio" });
    // The server's clock is the real one: a session that began 5 minutes ago, one in 3 hours.
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const session = await makeAppointment(db, {
      clientId: client.id,
      professionalId: pro.id,
      startedMinutesAgo: 5,
      status: "approved",
      serviceType: "online",
    });
    const move = (id: string, startMinutes: number) =>
      db
        .update(appointments)
        .set({ startsAt: at(startMinutes), endsAt: at(startMinutes + 60) })
        .where(eq(appointments.id, id));
    await move(session.id, -5);
    const later = await makeAppointment(db, {
      clientId: client.id,
      professionalId: pro.id,
      startedMinutesAgo: -180,
      status: "approved",
      serviceType: "online",
    });
    await move(later.id, 180);
    const room = `/sessao/${session.id}`;

    const clientPage = await party(client.email!, MOBILE);
    await step("o cliente lê e aceita o termo de consentimento", async () => {
      await clientPage.goto(room);
      await clientPage
        .getByRole("heading", { name: "Termo de consentimento para atendimento online" })
        .waitFor();
      await clientPage.getByText("CVV (188)").first().waitFor();
      await journey.check(clientPage, "room-consent");
      await clientPage.getByLabel("Li e aceito o termo").click();
      await clientPage.getByRole("button", { name: "Aceitar e entrar" }).click();
      await clientPage.getByText("Aguardando Helena entrar").waitFor();
    });

    const proPage = await party(pro.email);
    await step("a profissional entra; cada um recebe o vídeo do outro", async () => {
      await proPage.goto(room);
      await proPage.getByText("Conectado").waitFor({ timeout: 30_000 });
      await clientPage.getByText("Conectado").waitFor({ timeout: 30_000 });
      await receivesVideo(proPage);
      await receivesVideo(clientPage);
      await journey.check(proPage, "room-call");
    });

    await step("a câmera desliga e liga", async () => {
      await proPage.getByRole("button", { name: "Desligar câmera" }).click();
      await proPage.getByRole("button", { name: "Ligar câmera" }).waitFor();
      await proPage.getByRole("button", { name: "Ligar câmera" }).click();
    });

    await step("outra conta e uma visita antes da hora recebem a recusa", async () => {
      const other = await party(stranger.email!);
      await other.goto(room);
      await other.getByText("Esta sala é só para as duas pessoas desta sessão.").waitFor();
      const early = await party(client.email!);
      await early.goto(`/sessao/${later.id}`);
      await early.getByText(/^A sala abre 15 minutos antes do início/).waitFor();
    });

    await step(
      "a sessão remarcada mantém a sala, na nova janela, sem pedir o termo de novo",
      async () => {
        await move(session.id, 60);
        await clientPage.goto(room);
        await clientPage.getByText(/^A sala abre 15 minutos antes do início/).waitFor();
        await move(session.id, -1);
        await clientPage.goto(room);
        await clientPage.getByRole("button", { name: "Sair da sessão" }).waitFor();
        expect(await clientPage.getByLabel("Li e aceito o termo").count()).toBe(0);
      },
    );
  });
});
