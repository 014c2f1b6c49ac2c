import { VIDEO_LINK_MESSAGES } from "@domain/telehealth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { expect, it } from "vitest";
import { OnlineSettingsSection } from "./online-settings-section";

const empty = { videoLink: null, telehealthConsentExtra: null };

it("shows the default term of the specialty and saves the link and the addition", async () => {
  const user = userEvent.setup();
  const saved = {
    videoLink: "https://meet.google.com/abc",
    telehealthConsentExtra: "Sessões de 50 min.",
  };
  const sent = stubApi({
    "GET /api/agenda/online": [200, empty],
    "PUT /api/agenda/online": [200, saved],
  });
  renderApp({ ui: <OnlineSettingsSection specialty="Psicologia" /> });
  const link = await screen.findByLabelText("Sua sala de vídeo (opcional)");
  expect(screen.getByText(/em vez da sala do Acolher/)).toBeInTheDocument();
  expect(screen.getByText(/aceitar o termo de novo/)).toBeInTheDocument();
  const term = screen.getByTestId("consent-default");
  expect(within(term).getByText(/Resolução CFP nº 9\/2024/)).toBeInTheDocument();

  await user.type(link, "https://meet.google.com/abc");
  await user.type(
    screen.getByLabelText("Acréscimo ao termo de consentimento (opcional)"),
    "Sessões de 50 min.",
  );
  await user.click(screen.getByRole("button", { name: "Salvar atendimento online" }));
  expect(await screen.findByText("Atendimento online salvo!")).toBeInTheDocument();
  expect(sent.filter((r) => r.method === "PUT")).toEqual([
    { method: "PUT", url: "/api/agenda/online", body: saved },
  ]);
});

it("shows the contract's message for an http link and sends nothing", async () => {
  const user = userEvent.setup();
  const sent = stubApi({ "GET /api/agenda/online": [200, empty] });
  renderApp({ ui: <OnlineSettingsSection specialty="Nutrição" /> });
  await user.type(
    await screen.findByLabelText("Sua sala de vídeo (opcional)"),
    "http://zoom.us/j/1",
  );
  await user.click(screen.getByRole("button", { name: "Salvar atendimento online" }));
  expect(await screen.findByText(VIDEO_LINK_MESSAGES.invalid)).toBeInTheDocument();
  expect(screen.getByLabelText("Sua sala de vídeo (opcional)")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  expect(sent.filter((r) => r.method === "PUT")).toEqual([]);
});

it("shows the server's field message under the field", async () => {
  const user = userEvent.setup();
  stubApi({
    "GET /api/agenda/online": [
      200,
      { videoLink: "https://zoom.us/j/1", telehealthConsentExtra: null },
    ],
    "PUT /api/agenda/online": [
      400,
      {
        code: "bad_request",
        message: VIDEO_LINK_MESSAGES.tooLong,
        fieldErrors: { videoLink: [VIDEO_LINK_MESSAGES.tooLong] },
      },
    ],
  });
  renderApp({ ui: <OnlineSettingsSection specialty="Fisioterapia" /> });
  const link = await screen.findByDisplayValue("https://zoom.us/j/1");
  await user.clear(link);
  await user.type(link, "https://zoom.us/j/2");
  await user.click(screen.getByRole("button", { name: "Salvar atendimento online" }));
  expect(await screen.findAllByText(VIDEO_LINK_MESSAGES.tooLong)).not.toHaveLength(0);
  expect(screen.getByLabelText("Sua sala de vídeo (opcional)")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
});
