import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { geoRoutes } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CityNeighborhoodFields } from "./city-neighborhood-fields";

function Harness({ initialCity = "", initialNeighborhood = "" }) {
  const [city, setCity] = useState(initialCity);
  const [neighborhood, setNeighborhood] = useState(initialNeighborhood);
  return (
    <CityNeighborhoodFields
      idPrefix="t"
      city={city}
      neighborhood={neighborhood}
      onCityChange={setCity}
      onNeighborhoodChange={setNeighborhood}
    />
  );
}

const optionNames = () => screen.getAllByRole("option").map((o) => o.textContent);

beforeEach(() => {
  stubApi(
    geoRoutes(["São Paulo", "Rio de Janeiro", "Água Boa", "Belo Horizonte", "São Paulo"], {
      "São Paulo": ["Vila Mariana", "Moema", "Água Rasa", "Moema"],
      "Rio de Janeiro": ["Copacabana", "Botafogo"],
      "Água Boa": [],
    }),
  );
});

describe("CityNeighborhoodFields", () => {
  it("keeps the neighbourhood disabled until a city is chosen", async () => {
    const user = userEvent.setup();
    renderApp({ ui: <Harness /> });
    const neighborhood = screen.getByRole("combobox", { name: "Bairro" });
    expect(neighborhood).toBeDisabled();

    const city = await screen.findByRole("combobox", { name: "Cidade" });
    await vi.waitFor(() => expect(city).toBeEnabled());
    await user.type(city, "sao");
    await user.click(screen.getByRole("option", { name: "São Paulo" }));

    expect(city).toHaveValue("São Paulo");
    await vi.waitFor(() => expect(screen.getByRole("combobox", { name: "Bairro" })).toBeEnabled());
  });

  it("lists cities and neighbourhoods in Portuguese order without duplicates", async () => {
    const user = userEvent.setup();
    renderApp({ ui: <Harness initialCity="São Paulo" /> });
    const city = await screen.findByRole("combobox", { name: "Cidade" });
    await vi.waitFor(() => expect(city).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Mostrar opções de Cidade" }));
    const cityList = screen.getByRole("listbox", { name: "Cidade" });
    expect(
      within(cityList)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Água Boa", "Belo Horizonte", "Rio de Janeiro", "São Paulo"]);
    await user.keyboard("{Escape}");

    const neighborhood = screen.getByRole("combobox", { name: "Bairro" });
    await vi.waitFor(() => expect(neighborhood).toBeEnabled());
    await user.click(neighborhood);
    expect(optionNames()).toEqual(["Água Rasa", "Moema", "Vila Mariana"]);
  });

  it("clears the neighbourhood when the city changes", async () => {
    const user = userEvent.setup();
    renderApp({ ui: <Harness initialCity="São Paulo" initialNeighborhood="Moema" /> });
    expect(screen.getByRole("combobox", { name: "Bairro" })).toHaveValue("Moema");

    const city = screen.getByRole("combobox", { name: "Cidade" });
    await vi.waitFor(() => expect(city).toBeEnabled());
    await user.clear(city);
    await user.type(city, "rio{ArrowDown}{Enter}");

    expect(city).toHaveValue("Rio de Janeiro");
    const neighborhood = screen.getByRole("combobox", { name: "Bairro" });
    expect(neighborhood).toHaveValue("");
    await vi.waitFor(() => expect(neighborhood).toBeEnabled());
    await user.click(neighborhood);
    expect(optionNames()).toEqual(["Botafogo", "Copacabana"]);
  });

  it("chooses with the keyboard and restores the value when the text matches nothing", async () => {
    const user = userEvent.setup();
    renderApp({ ui: <Harness initialCity="São Paulo" /> });
    const city = screen.getByRole("combobox", { name: "Cidade" });
    await vi.waitFor(() => expect(city).toBeEnabled());
    await user.clear(city);
    await user.type(city, "xyz");
    expect(screen.getByText("Nenhuma cidade encontrada")).toBeInTheDocument();
    await user.tab();
    expect(city).toHaveValue("São Paulo");
  });

  it("asks for the neighbourhood as text when the city has no list on file", async () => {
    const user = userEvent.setup();
    renderApp({ ui: <Harness initialCity="Água Boa" /> });
    const neighborhood = await screen.findByRole("textbox", { name: "Bairro" });
    expect(
      screen.getByText("Não temos a lista de bairros de Água Boa. Digite o nome do seu bairro."),
    ).toBeInTheDocument();
    await user.type(neighborhood, "Centro");
    expect(neighborhood).toHaveValue("Centro");
  });
});
