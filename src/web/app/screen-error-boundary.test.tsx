import { useQuery } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazyScreen } from "@web/lib/lazy-screen";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { type ComponentType, Suspense } from "react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ProfessionalLayout } from "./layouts/professional-layout";
import { RoleSwitch } from "./role-switch";

/** The agenda screen, made to fail while `agenda.failing` is true. */
const agenda = vi.hoisted(() => ({ failing: true }));
vi.mock("@web/features/agenda/pages/agenda-page", () => ({
  AgendaPage: () => {
    if (agenda.failing) throw new Error("falha ao desenhar a agenda");
    return <h1>Minha agenda</h1>;
  },
}));
vi.mock("@web/lib/browser", () => ({ goTo: vi.fn(), reloadPage: vi.fn() }));

const professional = makeCurrentUser({ role: "professional", firstName: "Paula" });
const AREA_MESSAGE = "Não foi possível mostrar esta tela";
const mainNav = async () =>
  (await screen.findAllByRole("navigation", { name: "Navegação principal" }))[0]!;
const areaAlert = () => screen.findByRole("alert");

/** A screen whose read throws its failure to the nearest error boundary. */
let readAnswer: [number, unknown];
function FailingRead() {
  const { data } = useQuery({
    queryKey: ["teste"],
    queryFn: async () => {
      const response = await fetch("/api/teste");
      if (!response.ok) throw new Error(String(response.status));
      return (await response.json()) as { nome: string };
    },
    throwOnError: true,
  });
  return <h1>{data ? data.nome : "Carregando leitura"}</h1>;
}

beforeAll(() => import("./areas/professional-area"), 30_000);
beforeEach(() => {
  agenda.failing = true;
  sessionStorage.clear();
  stubApi();
  // React reports every error a boundary catches through console.error: expected here.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("a screen that fails inside the professional's area", () => {
  it("shows the area's message in place of the screen, the navigation still usable", async () => {
    renderApp({ path: "/professional/agenda", user: professional });
    const alert = await areaAlert();
    expect(within(alert).getByRole("heading", { name: AREA_MESSAGE })).toBeVisible();
    expect(within(alert).getByRole("button", { name: "Tentar novamente" })).toBeEnabled();
    expect(screen.queryByText("Algo deu errado")).toBeNull();

    await userEvent.click(within(await mainNav()).getByRole("link", { name: "Agendamentos" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Agendamentos" })).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("'Tentar novamente' shows the screen again once the failure is gone", async () => {
    renderApp({ path: "/professional/agenda", user: professional });
    const retry = within(await areaAlert()).getByRole("button", { name: "Tentar novamente" });
    retry.focus();
    expect(retry).toHaveFocus();

    agenda.failing = false;
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { name: "Minha agenda" })).toBeVisible();
    expect(screen.queryByText(AREA_MESSAGE)).toBeNull();
  });

  it("'Tentar novamente' keeps the message while the screen still fails", async () => {
    renderApp({ path: "/professional/agenda", user: professional });
    await userEvent.click(
      within(await areaAlert()).getByRole("button", { name: "Tentar novamente" }),
    );
    expect(await screen.findByRole("heading", { name: AREA_MESSAGE })).toBeVisible();
    expect(within(await mainNav()).getByRole("link", { name: "Agenda" })).toBeVisible();
  });

  it("starts over when the user leaves the screen and comes back", async () => {
    const { location } = renderApp({ path: "/professional/agenda", user: professional });
    await areaAlert();
    await userEvent.click(within(await mainNav()).getByRole("link", { name: "Início" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Olá, Paula!" })).toBeVisible();

    agenda.failing = false;
    await userEvent.click(within(await mainNav()).getByRole("link", { name: "Agenda" }));
    expect(await screen.findByRole("heading", { name: "Minha agenda" })).toBeVisible();
    expect(location.history).toEqual(["/professional/agenda", "/", "/professional/agenda"]);
  });
});

describe("what 'Tentar novamente' asks again", () => {
  it("a read that failed into the boundary is asked again", async () => {
    readAnswer = [500, { code: "internal", message: "Erro" }];
    stubApi({ "GET /api/teste": () => readAnswer });
    renderApp({
      path: "/leitura",
      ui: (
        <ProfessionalLayout user={professional}>
          <RoleSwitch routes={{ "/leitura": FailingRead }} />
        </ProfessionalLayout>
      ),
    });
    const retry = within(await areaAlert()).getByRole("button", { name: "Tentar novamente" });

    readAnswer = [200, { nome: "Leitura de novo" }];
    await userEvent.click(retry);
    expect(await screen.findByRole("heading", { name: "Leitura de novo" })).toBeVisible();
  });

  it("a screen whose code failed to load (after the one reload) is loaded again", async () => {
    sessionStorage.setItem("acolher:chunk-reload", "1"); // the page was already reloaded once
    let load: () => Promise<{ default: ComponentType }> = () =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
    const LazyPage = lazyScreen(() => load());
    renderApp({
      path: "/carregada",
      ui: (
        <ProfessionalLayout user={professional}>
          <Suspense fallback={<p>Carregando...</p>}>
            <RoleSwitch routes={{ "/carregada": LazyPage }} />
          </Suspense>
        </ProfessionalLayout>
      ),
    });
    const retry = within(await areaAlert()).getByRole("button", { name: "Tentar novamente" });

    load = () => Promise.resolve({ default: () => <h1>Tela carregada</h1> });
    await userEvent.click(retry);
    expect(await screen.findByRole("heading", { name: "Tela carregada" })).toBeVisible();
  });
});
