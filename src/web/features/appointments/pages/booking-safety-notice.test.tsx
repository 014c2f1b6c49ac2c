import { SAFETY_NOTICE } from "@domain/telehealth";
import { screen } from "@testing-library/react";
import { makePublicProfessional } from "@web/test/professionals";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { describe, expect, it } from "vitest";
import { OnlineSafetyNotice } from "../components/online-safety-notice";
import { BookingDialog } from "./booking-dialog";

// Issue 32, item 5 (decision 0396): the booking dialog for an online session shows that Acolher
// is not an emergency service (CVV 188, SAMU 192).
function open(serviceOptions: ("online" | "local_proprio" | "domiciliar")[]) {
  const professional = makePublicProfessional(
    { id: "22222222-2222-4222-8222-222222222222" },
    { serviceOptions, priceRange: "150.00" },
  );
  const id = professional.id;
  stubApi({
    [`GET /api/agenda/availability/${id}`]: [200, []],
    [`GET /api/agenda/settings/${id}`]: [
      200,
      { serviceDuration: 60, timeZone: "America/Sao_Paulo", cancellationNoticeHours: 24 },
    ],
    "GET /api/appointments/professional/week": [200, []],
    "GET /api/agenda/blocked/range": [200, []],
  });
  renderApp({
    path: "/professional/x",
    ui: (
      <BookingDialog
        professional={professional}
        clientNeighborhood="Lapa"
        clientAddress=""
        open
        onOpenChange={() => {}}
      />
    ),
  });
}

describe("the safety notice when booking", { timeout: 20_000 }, () => {
  it("shows in the booking dialog when the session is online", async () => {
    open(["online"]);
    expect(await screen.findByText(SAFETY_NOTICE)).toBeVisible();
    expect(screen.getByRole("note")).toHaveTextContent("CVV (188)");
  });

  it("does not show for an in-person session", async () => {
    open(["local_proprio"]);
    expect(await screen.findByRole("combobox", { name: "Tipo de atendimento" })).toBeVisible();
    expect(screen.queryByText(SAFETY_NOTICE)).toBeNull();
  });

  it("follows the chosen mode", () => {
    const { rerender } = renderApp({ ui: <OnlineSafetyNotice serviceType="online" /> });
    expect(screen.getByText(SAFETY_NOTICE)).toBeVisible();
    rerender(<OnlineSafetyNotice serviceType="domiciliar" />);
    expect(screen.queryByText(SAFETY_NOTICE)).toBeNull();
  });
});
