import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeAppointment } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { describe, expect, it } from "vitest";
import { AppointmentCard } from "./appointment-card";

// Issue 32, item 4 (decision 0394): the consent says it can be withdrawn; the card does it.
describe("'Retirar consentimento' on the client's card", { timeout: 20_000 }, () => {
  it("asks first, then withdraws the consent given to that professional", async () => {
    const a = makeAppointment({
      status: "confirmed",
      serviceType: "online",
      professionalId: "7a1b2c3d-0000-4000-8000-000000000099",
      telehealthConsentAt: "2026-11-20T13:00:00.000Z",
    });
    const sent = stubApi({
      [`POST /api/telehealth-consent/${a.professionalId}/withdraw`]: [200, {}],
    });
    renderApp({
      ui: <AppointmentCard appointment={a} cancellable={false} onShowDetails={() => {}} />,
    });
    await userEvent.click(screen.getByRole("button", { name: "Retirar consentimento" }));
    expect(await screen.findByRole("alertdialog")).toHaveTextContent(
      "ficam sem a sala até você aceitar o termo de novo",
    );
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Retirar consentimento" }));
    await waitFor(() =>
      expect(sent.map((r) => `${r.method} ${r.url}`)).toContain(
        `POST /api/telehealth-consent/${a.professionalId}/withdraw`,
      ),
    );
  });
});
