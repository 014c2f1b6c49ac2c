import type { Room } from "@domain/contracts/rooms";
import { TELEHEALTH_CONSENT_VERSION, telehealthConsentDefault } from "@domain/telehealth";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";

// Issue 32 (decisions 0394, 0395): the room page's steps before the call. The call itself runs
// in two real browsers (e2e/online-session.spec.ts).

const ID = "7a1b2c3d-0000-4000-8000-000000000032";
const PRO = "7a1b2c3d-0000-4000-8000-000000000099";

const room = (over: Partial<Room> = {}): Room => ({
  appointmentId: ID,
  role: "client",
  startsAt: "2026-11-28T17:00:00.000Z",
  endsAt: "2026-11-28T18:00:00.000Z",
  opensAt: "2026-11-28T16:45:00.000Z",
  closesAt: "2026-11-28T18:00:00.000Z",
  timeZone: "America/Sao_Paulo",
  other: { firstName: "Helena", lastName: "Souza", profileImageUrl: null },
  externalLink: null,
  consent: {
    professionalId: PRO,
    specialty: "Psicologia",
    version: TELEHEALTH_CONSENT_VERSION,
    ...telehealthConsentDefault("Psicologia"),
    extra: "Sessões com a câmera ligada.",
    acceptedAt: null,
  },
  iceServers: [],
  ...over,
});

describe("the online session's room page", { timeout: 20_000 }, () => {
  it("asks the client to accept the consent, then sends the version read", async () => {
    const sent = stubApi({
      [`GET /api/rooms/${ID}`]: [200, room()],
      "POST /api/telehealth-consent": [200, room().consent],
    });
    renderApp({ path: `/sessao/${ID}`, user: makeCurrentUser({ role: "client" }) });
    await screen.findByRole("heading", { name: "Termo de consentimento para atendimento online" });
    expect(screen.getByText("Sessões com a câmera ligada.")).toBeInTheDocument();
    expect(screen.getAllByText(/CVV \(188\)/).length).toBeGreaterThan(0);
    const accept = screen.getByRole("button", { name: "Aceitar e entrar" });
    expect(accept).toBeDisabled();
    await userEvent.click(screen.getByLabelText("Li e aceito o termo"));
    await userEvent.click(accept);
    await waitFor(() =>
      expect(sent.find((r) => r.method === "POST")?.body).toEqual({
        professionalId: PRO,
        version: TELEHEALTH_CONSENT_VERSION,
      }),
    );
    expect(document.title).toBe("Sessão online | Acolher");
  });

  it("shows the server's refusal (another person, outside the window) with the way back", async () => {
    stubApi({
      [`GET /api/rooms/${ID}`]: [
        403,
        { code: "forbidden", message: "Esta sala é só para as duas pessoas desta sessão." },
      ],
    });
    renderApp({ path: `/sessao/${ID}`, user: makeCurrentUser({ role: "client" }) });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Esta sala é só para as duas pessoas desta sessão.",
    );
    expect(screen.getByRole("link", { name: "Meus agendamentos" })).toHaveAttribute(
      "href",
      "/appointments",
    );
  });

  it("tells the professional the client has not accepted yet; a professional's own room is a link", async () => {
    stubApi({ [`GET /api/rooms/${ID}`]: [200, room({ role: "professional" })] });
    renderApp({ path: `/sessao/${ID}`, user: makeCurrentUser({ role: "professional" }) });
    await screen.findByText("Aguardando o cliente aceitar o termo de consentimento.");
    expect(screen.getByText(/não é um serviço de emergência/)).toBeInTheDocument();

    // The client reads the consent first, even for the professional's own room.
    const accepted = { ...room().consent, acceptedAt: "2026-11-27T12:00:00.000Z" };
    stubApi({
      [`GET /api/rooms/${ID}`]: [
        200,
        room({ externalLink: "https://meet.example.com/abc", consent: accepted }),
      ],
    });
    renderApp({ path: `/sessao/${ID}`, user: makeCurrentUser({ role: "client" }) });
    expect(
      await screen.findByRole("link", { name: "Entrar na sala do profissional" }),
    ).toHaveAttribute("href", "https://meet.example.com/abc");
  });
});
