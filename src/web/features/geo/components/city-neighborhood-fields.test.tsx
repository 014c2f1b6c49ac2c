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
  const [state, setState] = useState("");
  const [neighborhood, setNeighborhood] = useState(initialNeighborhood);
  return (
    <>
      <CityNeighborhoodFields
        idPrefix="t"
        city={city}
        state={state || undefined}
        neighborhood={neighborhood}
        onCityChange={(name, uf) => {
          setCity(name);
          setState(uf);
        }}
        onNeighborhoodChange={setNeighborhood}
      />
      <output aria-label="Escolhido">{`${city}|${state}|${neighborhood}`}</output>
    </>
  );
}

const optionNames = () => screen.getAllByRole("option").map((o) => o.textContent);
const chosen = () => screen.getByRole("status", { name: "Escolhido" });

let sent: ReturnType<typeof stubApi>;
beforeEach(() => {
  sent = stubApi({
    ...geoRoutes(["São Paulo", "Rio de Janeiro", "Água Boa", "Belo Horizonte", "Manaus"], {
      "São Paulo": ["Vila Mariana", "Moema", "Água Rasa", "Moema", "Jardim Paulista"],
      "Rio de Janeiro": ["Copacabana", "Botafogo"],
      "Água Boa": [],
      Manaus: [],
    }),
    "GET /api/geocoding/neighborhoods": [200, [{ name: "Adrianópolis" }]],
  });
});

describe("CityNeighborhoodFields (issue 18: any city, free bairros)", () => {
  it("keeps the bairro disabled until a city is chosen; cities carry their state", async () => {
    const user = userEvent.setup();
    renderApp({ ui: <Harness /> });
    const neighborhood = screen.getByRole("combobox", { name: "Bairro" });
    expect(neighborhood).toBeDisabled();

    const city = await screen.findByRole("combobox", { name: "Cidade" });
    await vi.waitFor(() => expect(city).toBeEnabled());
    await user.type(city, "manaus");
    await user.click(screen.getByRole("option", { name: "Manaus - AM" }));

    expect(city).toHaveValue("Manaus - AM");
    expect(chosen()).toHaveTextContent("Manaus|AM|");
    await vi.waitFor(() => expect(screen.getByRole("combobox", { name: "Bairro" })).toBeEnabled());
  });

  it("lists cities with their state and bairros in Portuguese order without duplicates", async () => {
    const user = userEvent.setup();
    renderApp({ ui: <Harness initialCity="São Paulo" /> });
    const city = await screen.findByRole("combobox", { name: "Cidade" });
    await vi.waitFor(() => expect(city).toBeEnabled());
    expect(city).toHaveValue("São Paulo - SP");
    await user.click(screen.getByRole("button", { name: "Mostrar opções de Cidade" }));
    const cityList = screen.getByRole("listbox", { name: "Cidade" });
    expect(
      within(cityList)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "São Paulo - SP",
      "Rio de Janeiro - RJ",
      "Água Boa - SP",
      "Belo Horizonte - MG",
      "Manaus - AM",
    ]);
    await user.keyboard("{Escape}");

    const neighborhood = screen.getByRole("combobox", { name: "Bairro" });
    await vi.waitFor(() => expect(neighborhood).toBeEnabled());
    await user.click(neighborhood);
    await vi.waitFor(() =>
      expect(optionNames()).toEqual(["Água Rasa", "Jardim Paulista", "Moema", "Vila Mariana"]),
    );
  });

  it("finds a listed bairro by its abbreviation ('Jd.' is 'Jardim')", async () => {
    const user = userEvent.setup();
    renderApp({ ui: <Harness initialCity="São Paulo" /> });
    const neighborhood = screen.getByRole("combobox", { name: "Bairro" });
    await vi.waitFor(() => expect(neighborhood).toBeEnabled());
    await user.type(neighborhood, "jd. pau");
    await vi.waitFor(() => expect(optionNames()).toEqual(["Jardim Paulista"]));
    await user.keyboard("{Enter}");
    expect(neighborhood).toHaveValue("Jardim Paulista");
  });

  it("clears the bairro when the city changes", async () => {
    const user = userEvent.setup();
    renderApp({ ui: <Harness initialCity="São Paulo" initialNeighborhood="Moema" /> });
    expect(screen.getByRole("combobox", { name: "Bairro" })).toHaveValue("Moema");

    const city = screen.getByRole("combobox", { name: "Cidade" });
    await vi.waitFor(() => expect(city).toBeEnabled());
    await user.clear(city);
    await user.type(city, "rio{ArrowDown}{Enter}");

    expect(city).toHaveValue("Rio de Janeiro - RJ");
    expect(screen.getByRole("combobox", { name: "Bairro" })).toHaveValue("");
    expect(chosen()).toHaveTextContent("Rio de Janeiro|RJ|");
  });

  it("restores the city when the text matches none", async () => {
    const user = userEvent.setup();
    renderApp({ ui: <Harness initialCity="São Paulo" /> });
    const city = screen.getByRole("combobox", { name: "Cidade" });
    await vi.waitFor(() => expect(city).toBeEnabled());
    await user.clear(city);
    await user.type(city, "xyz");
    expect(screen.getByText("Nenhuma cidade encontrada")).toBeInTheDocument();
    await user.tab();
    expect(city).toHaveValue("São Paulo - SP");
  });

  it("keeps a bairro typed freely, and suggests those professionals published (decision 0332)", async () => {
    const user = userEvent.setup();
    renderApp({ ui: <Harness initialCity="Manaus" /> });
    const neighborhood = screen.getByRole("combobox", { name: "Bairro" });
    await vi.waitFor(() => expect(neighborhood).toBeEnabled());
    await user.type(neighborhood, "adri");
    await vi.waitFor(() => expect(optionNames()).toEqual(["Adrianópolis"]));
    const asked = sent.find((r) => r.url.startsWith("/api/geocoding/neighborhoods?"));
    expect(new URL(asked!.url, "http://x").searchParams.get("city")).toBe("Manaus");

    await user.clear(neighborhood);
    await user.type(neighborhood, "  Parque   Dez ");
    await user.tab();
    expect(neighborhood).toHaveValue("Parque Dez");
    expect(chosen()).toHaveTextContent("Manaus||Parque Dez");
  });
});
