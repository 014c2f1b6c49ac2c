import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { expect, it } from "vitest";
import { NoticeSelect } from "./notice-select";

const settings = {
  serviceDuration: 50,
  timeZone: "America/Sao_Paulo",
  cancellationNoticeHours: 24,
};

it("shows the notice in force and saves a new one alone (decision 0251)", async () => {
  const user = userEvent.setup();
  const sent = stubApi({
    "GET /api/agenda/settings/p1": [200, settings],
    "POST /api/agenda/settings": [200, { ...settings, cancellationNoticeHours: 0 }],
  });
  renderApp({ ui: <NoticeSelect professionalId="p1" /> });
  const select = await screen.findByLabelText("Antecedência mínima para cancelar");
  expect(await screen.findByDisplayValue("24 horas")).toBe(select);
  await user.selectOptions(select, "Sem antecedência mínima");
  expect(await screen.findByText("Antecedência para cancelamento salva!")).toBeInTheDocument();
  expect(sent.filter((r) => r.method === "POST")).toEqual([
    { method: "POST", url: "/api/agenda/settings", body: { cancellationNoticeHours: 0 } },
  ]);
});
