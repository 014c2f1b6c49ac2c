import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CancelAppointmentButton } from "@web/features/appointments/components/cancel-appointment-button";
import { makeAppointment } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { goTo } from "./browser";

vi.mock("./browser", () => ({ goTo: vi.fn(), reloadPage: vi.fn() }));

const appointment = makeAppointment();
const cancelUrl = `PUT /api/appointments/${appointment.id}/status`;

async function cancel() {
  renderApp({ ui: <CancelAppointmentButton appointment={appointment} /> });
  await userEvent.click(screen.getByRole("button", { name: "Cancelar" }));
  await userEvent.click(screen.getByRole("button", { name: "Cancelar agendamento" }));
}

beforeEach(() => vi.mocked(goTo).mockClear());

describe("a save that fails (SPEC §8)", () => {
  it("answered 401: 'Não autorizado', then /api/login after 500 ms, and no other notice", async () => {
    stubApi({ [cancelUrl]: [401, { code: "unauthorized", message: "Faça login." }] });
    await cancel();
    expect(await screen.findByText("Não autorizado")).toBeVisible();
    expect(screen.getByText("Você foi desconectado. Redirecionando...")).toBeVisible();
    expect(screen.queryByText("Erro ao cancelar")).toBeNull();
    expect(goTo).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith("/api/login"));
  });

  it("otherwise: the mutation's own notice, and the user stays", async () => {
    stubApi({ [cancelUrl]: [409, { code: "conflict", message: "Já começou." }] });
    await cancel();
    expect(await screen.findByText("Erro ao cancelar")).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(goTo).not.toHaveBeenCalled();
  });
});
