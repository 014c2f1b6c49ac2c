import type { CurrentUser, OwnProfessionalProfile } from "@domain/contracts/auth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  CityNeighborhoodFields,
  NeighborhoodField,
} from "@web/features/geo/components/city-neighborhood-fields";
import { renderApp } from "@web/test/render";
import { type SentRequest, stubApi } from "@web/test/stub-api";
import { makeCurrentUser, makeOwnProfessionalProfile } from "@web/test/users";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ProfessionalInfoSection } from "../components/professional-info-section";
import { ProfilePage } from "./profile-page";

// Issue 18 (decision 0335): five cities are called "Bom Jesus"; the one chosen is the one kept.
const MUNICIPALITIES = [
  { name: "Bom Jesus", uf: "PB" },
  { name: "Bom Jesus", uf: "PI" },
  { name: "Bom Jesus", uf: "RS" },
  { name: "São Paulo", uf: "SP" },
];

let saved: CurrentUser = makeCurrentUser({ city: "São Paulo", state: "SP", address: "Moema" });
let sent: SentRequest[];
beforeEach(() => {
  sent = stubApi({
    "GET /api/geocoding/municipalities": [200, MUNICIPALITIES],
    "GET /api/geocoding/neighborhoods/Bom Jesus": [200, []],
    "GET /api/geocoding/neighborhoods/São Paulo": [200, [{ name: "Moema" }]],
    "GET /api/geocoding/neighborhoods": [200, []],
    // The server answers with the user as saved (PUT) and as read again (GET).
    "POST /api/professional/profile": () => [200, saved],
    "PUT /api/user/profile": () => {
      saved = { ...saved, ...(sent.at(-1)!.body as Partial<CurrentUser>) };
      return [200, saved];
    },
    "GET /api/auth/user": () => [200, saved],
  });
});

async function cityBox() {
  const city = await screen.findByRole("combobox", { name: "Cidade" });
  await vi.waitFor(() => expect(city).toBeEnabled());
  return city;
}

describe("the client's city keeps its state (decision 0335)", () => {
  it("'Bom Jesus - PI' is sent with its state and shown so after saving and after reloading", async () => {
    const user = userEvent.setup();
    const first = renderApp({ ui: <ProfilePage />, user: saved });
    const city = await cityBox();
    expect(city).toHaveValue("São Paulo - SP");
    await user.clear(city);
    await user.type(city, "bom jesus");
    await user.click(screen.getByRole("option", { name: "Bom Jesus - PI" }));
    await user.type(screen.getByRole("combobox", { name: "Bairro" }), "Centro");
    await user.tab();
    await user.click(screen.getByRole("button", { name: "Salvar alterações" }));

    await vi.waitFor(() =>
      expect(sent.find((r) => r.method === "PUT")?.body).toMatchObject({
        city: "Bom Jesus",
        state: "PI",
        address: "Centro",
      }),
    );
    await vi.waitFor(() => expect(city).toHaveValue("Bom Jesus - PI"));
    first.unmount();

    // A reload: the page starts from the user as the server keeps them.
    renderApp({ ui: <ProfilePage />, user: saved });
    expect(await cityBox()).toHaveValue("Bom Jesus - PI");
    expect(screen.getByRole("combobox", { name: "Bairro" })).toHaveValue("Centro");
  });

  it("a shared name saved before its state was kept shows no state, not the first one", async () => {
    renderApp({ ui: <ProfilePage />, user: makeCurrentUser({ city: "Bom Jesus", state: null }) });
    expect(await cityBox()).toHaveValue("Bom Jesus");
  });
});

describe("the home-service city keeps its state (decision 0335)", () => {
  function renderForm(profile: OwnProfessionalProfile) {
    const pro = makeCurrentUser({ role: "professional", professionalProfile: profile });
    return renderApp({
      user: pro,
      ui: (
        <ProfessionalInfoSection
          user={pro}
          PlaceFields={CityNeighborhoodFields}
          NeighborhoodField={NeighborhoodField}
        />
      ),
    });
  }

  it("'Bom Jesus - RS' is sent with its state and shown so when the form opens again", async () => {
    const user = userEvent.setup();
    const first = renderForm(makeOwnProfessionalProfile());
    await user.click(screen.getByRole("checkbox", { name: "Domiciliar" }));
    const city = screen.getByRole("combobox", { name: "Cidade do atendimento domiciliar" });
    await vi.waitFor(() => expect(city).toBeEnabled());
    await user.type(city, "bom jesus");
    await user.click(screen.getByRole("option", { name: "Bom Jesus - RS" }));
    await user.type(screen.getByRole("combobox", { name: "Bairro atendido" }), "Centro");
    await user.click(screen.getByRole("button", { name: "Adicionar bairro" }));
    await user.click(screen.getByRole("button", { name: "Salvar informações profissionais" }));

    await vi.waitFor(() =>
      expect(sent.find((r) => r.url === "/api/professional/profile")?.body).toMatchObject({
        homeServiceCity: "Bom Jesus",
        homeServiceState: "RS",
        homeServiceAreas: ["Centro"],
      }),
    );
    first.unmount();

    renderForm(
      makeOwnProfessionalProfile({
        serviceOptions: ["domiciliar"],
        homeServiceCity: "Bom Jesus",
        homeServiceState: "RS",
        homeServiceAreas: ["Centro"],
      }),
    );
    const reopened = screen.getByRole("combobox", { name: "Cidade do atendimento domiciliar" });
    await vi.waitFor(() => expect(reopened).toHaveValue("Bom Jesus - RS"));
  });
});
