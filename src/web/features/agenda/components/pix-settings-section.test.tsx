import { PAYMENT_MESSAGES } from "@domain/payments";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { describe, expect, it } from "vitest";
import { PixSettingsSection } from "./pix-settings-section";

// Issue 33, item 1 (decision 0399): 'Recebimento por Pix' in the agenda's settings.
const SAVED = { keyType: "phone", key: "+5511987654321", name: "Jose Antonio", city: "Sao Paulo" };
const puts = (sent: { method: string }[]) => sent.filter((r) => r.method === "PUT");

describe("Recebimento por Pix", () => {
  it("saves a key checked by its type, canonical, with the name and city as the code carries them", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      "GET /api/agenda/pix": [200, null],
      "PUT /api/agenda/pix": [200, SAVED],
    });
    renderApp({ ui: <PixSettingsSection /> });
    expect(await screen.findByText(/O dinheiro não passa pelo Acolher/)).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText("Tipo de chave"), "Celular");
    await user.type(screen.getByLabelText("Chave Pix"), "(11) 98765-4321");
    await user.type(screen.getByLabelText("Nome que aparece no Pix"), "José Antônio");
    expect(screen.getByText("No código Pix: Jose Antonio")).toBeInTheDocument();
    expect(
      screen.getByText(/Até 25 caracteres. O código Pix não leva acentos/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("Cidade que aparece no Pix"), "São Paulo");
    expect(screen.getByText(/Até 15 caracteres, sem acentos/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Salvar chave Pix" }));

    expect(await screen.findByText("Chave Pix salva!")).toBeInTheDocument();
    expect(puts(sent)).toEqual([{ method: "PUT", url: "/api/agenda/pix", body: SAVED }]);
    expect(screen.getByLabelText("Nome que aparece no Pix")).toHaveValue("Jose Antonio");
  });

  it("refuses a key of another type and a city too long once folded, sending nothing", async () => {
    const user = userEvent.setup();
    const sent = stubApi({ "GET /api/agenda/pix": [200, null] });
    renderApp({ ui: <PixSettingsSection /> });
    await user.selectOptions(await screen.findByLabelText("Tipo de chave"), "CPF");
    await user.type(screen.getByLabelText("Chave Pix"), "ana@exemplo.com");
    await user.type(screen.getByLabelText("Nome que aparece no Pix"), "Ana");
    await user.type(screen.getByLabelText("Cidade que aparece no Pix"), "São José dos Campos");
    await user.click(screen.getByRole("button", { name: "Salvar chave Pix" }));

    expect(await screen.findByText(PAYMENT_MESSAGES.pixKeyInvalid)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.pixCityRequired)).toBeInTheDocument();
    expect(screen.getByLabelText("Chave Pix")).toHaveAttribute("aria-invalid", "true");
    expect(puts(sent)).toEqual([]);
  });

  it("shows the saved key and removes it with null", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      "GET /api/agenda/pix": [200, SAVED],
      "PUT /api/agenda/pix": [200, null],
    });
    renderApp({ ui: <PixSettingsSection /> });
    expect(await screen.findByLabelText("Chave Pix")).toHaveValue("+5511987654321");
    expect(screen.getByLabelText("Tipo de chave")).toHaveValue("phone");
    await user.click(screen.getByRole("button", { name: "Remover chave" }));
    expect(await screen.findByText("Chave Pix removida.")).toBeInTheDocument();
    expect(puts(sent)).toEqual([{ method: "PUT", url: "/api/agenda/pix", body: null }]);
    expect(screen.getByLabelText("Chave Pix")).toHaveValue("");
    expect(screen.queryByRole("button", { name: "Remover chave" })).not.toBeInTheDocument();
  });

  it("shows the server's field message under the field", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/agenda/pix": [200, SAVED],
      "PUT /api/agenda/pix": [
        400,
        {
          code: "bad_request",
          message: PAYMENT_MESSAGES.pixNameRequired,
          fieldErrors: { name: [PAYMENT_MESSAGES.pixNameRequired] },
        },
      ],
    });
    renderApp({ ui: <PixSettingsSection /> });
    await user.type(await screen.findByLabelText("Nome que aparece no Pix"), " Filho");
    await user.click(screen.getByRole("button", { name: "Salvar chave Pix" }));
    expect(await screen.findAllByText(PAYMENT_MESSAGES.pixNameRequired)).not.toHaveLength(0);
    expect(screen.getByLabelText("Nome que aparece no Pix")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });
});
