import { PROFILE_BANNER_FIELDS } from "@domain/profile";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SIDEBAR_STORAGE_KEY } from "@web/components/layout/shell-frame";
import { SIDEBAR_ID } from "@web/components/layout/sidebar";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ProfessionalLayout } from "./layouts/professional-layout";

const client = makeCurrentUser();
const admin = makeCurrentUser({ role: "admin", firstName: "Ana", lastName: "Admin" });
const incompletePro = makeCurrentUser({
  role: "professional",
  firstName: "Rafael",
  isProfileComplete: false,
});

const sidebar = () => document.getElementById(SIDEBAR_ID);

// The role areas are code-split; load them once so each test waits only for rendering.
beforeAll(async () => {
  await Promise.all([
    import("./areas/client-area"),
    import("./areas/professional-area"),
    import("./areas/admin-area"),
  ]);
}, 30_000);
beforeEach(() => localStorage.clear());

describe("client shell", () => {
  it("shows the client's navigation, the current page highlighted, and no admin links", async () => {
    renderApp({ path: "/social", user: client });
    const nav = (await screen.findAllByRole("navigation", { name: "Navegação principal" }))[0]!;
    for (const [name, href] of [
      ["Início", "/"],
      ["Agenda", "/appointments"],
      ["Favoritos", "/favoritos"],
      ["Social", "/social"],
      ["Perfil", "/profile"],
    ]) {
      expect(within(nav).getByRole("link", { name })).toHaveAttribute("href", href);
    }
    expect(within(nav).getByRole("link", { name: "Social" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Início" })).not.toHaveAttribute("aria-current");
    expect(screen.queryByRole("link", { name: /Usuários|Relatórios|Painel/ })).toBeNull();
    // Issue 34 (decision 0406): 'Mensagens' sits in the top bar beside the bell, not in the nav.
    expect(screen.getByRole("link", { name: "Mensagens" })).toHaveAttribute("href", "/mensagens");
    expect(within(nav).queryByRole("link", { name: /Mensagens/ })).toBeNull();
  });

  it("answers another role's route with the not-found page", async () => {
    renderApp({ path: "/admin", user: client });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Página não encontrada" }),
    ).toBeInTheDocument();
    expect(screen.getByText("404")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voltar ao início" })).toHaveAttribute("href", "/");
  });

  it("opens the user menu with name, e-mail, Perfil, Minhas avaliações, Configurações, Fale com o suporte and Sair", async () => {
    renderApp({ path: "/social", user: client });
    await userEvent.click(await screen.findByRole("button", { name: /Menu do usuário/ }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Carla Mendes")).toBeInTheDocument();
    expect(within(menu).getByText("carla@example.com")).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Perfil" })).toHaveAttribute(
      "href",
      "/profile",
    );
    // A client's own reviews (decision 0403).
    expect(within(menu).getByRole("menuitem", { name: "Minhas avaliações" })).toHaveAttribute(
      "href",
      "/reviews?aba=avaliacoes",
    );
    expect(within(menu).getByRole("menuitem", { name: "Configurações" })).toHaveAttribute(
      "href",
      "/settings",
    );
    expect(within(menu).getByRole("menuitem", { name: "Fale com o suporte" })).toHaveAttribute(
      "href",
      "/suporte",
    );
    expect(within(menu).getByRole("menuitem", { name: "Sair" })).toHaveAttribute(
      "href",
      "/api/logout",
    );
  });

  it("remembers a collapsed sidebar in this browser (decision 0012)", async () => {
    const first = renderApp({ path: "/social", user: client });
    await userEvent.click(await screen.findByRole("button", { name: "Recolher menu lateral" }));
    expect(sidebar()).toHaveAttribute("data-state", "collapsed");
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe("collapsed");
    first.unmount();

    renderApp({ path: "/social", user: client });
    expect(await screen.findByRole("button", { name: "Expandir menu lateral" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

describe("professional shell", () => {
  // Issue 29, item 8 (decision 0380): the phone's bottom bar had no 'Agendamentos'.
  it("offers the same four sections on desktop and on the phone's bottom bar, 'Mensagens' in the top bar", () => {
    const pro = { ...incompletePro, isProfileComplete: true };
    renderApp({
      path: "/professional/appointments",
      user: pro,
      ui: (
        <ProfessionalLayout user={pro}>
          <h1>Agendamentos</h1>
        </ProfessionalLayout>
      ),
    });
    const navs = screen.getAllByRole("navigation", { name: "Navegação principal" });
    expect(navs).toHaveLength(2);
    for (const nav of navs) {
      const links = within(nav).getAllByRole("link");
      expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
        ["Início", "/"],
        ["Agenda", "/professional/agenda"],
        ["Agendamentos", "/professional/appointments"],
        ["Perfil", "/profile"],
      ]);
      expect(within(nav).getByRole("link", { name: "Agendamentos" })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
    expect(screen.getByRole("link", { name: "Mensagens" })).toHaveAttribute("href", "/mensagens");
  });
});

describe("admin shell", () => {
  it("lists the admin sections, the audit log among them, and highlights Painel on /", async () => {
    renderApp({ path: "/", user: admin });
    const nav = (await screen.findAllByRole("navigation", { name: "Navegação principal" }))[0]!;
    const names = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual([
      "Painel",
      "Usuários",
      "Profissionais",
      "Relatórios",
      "Auditoria",
      "Denúncias",
      "Mensagens",
      "Conteúdos",
      "Suporte",
    ]);
    expect(within(nav).getByRole("link", { name: "Painel" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

describe("profile-completion banner", () => {
  it("lists the professional's required fields above the content", async () => {
    renderApp({ path: "/professional/nada", user: incompletePro });
    const banner = await screen.findByRole("region", { name: "Perfil incompleto" });
    expect(banner).toHaveTextContent(PROFILE_BANNER_FIELDS.professional);
    expect(within(banner).getByRole("link", { name: "Completar Perfil" })).toHaveAttribute(
      "href",
      "/profile",
    );
  });

  it("is not shown on /profile itself", () => {
    renderApp({
      path: "/profile",
      user: incompletePro,
      ui: (
        <ProfessionalLayout user={incompletePro}>
          <h1>Meu Perfil</h1>
        </ProfessionalLayout>
      ),
    });
    expect(screen.getByRole("heading", { name: "Meu Perfil" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Perfil incompleto" })).toBeNull();
  });

  it("is not stacked on the completion screen an incomplete client sees on every route", async () => {
    renderApp({
      path: "/appointments",
      user: { ...client, isProfileComplete: false, city: null, address: null },
    });
    await screen.findByRole("heading", { name: "Complete seu perfil" });
    expect(screen.queryByRole("region", { name: "Perfil incompleto" })).toBeNull();
  });

  it("leaves 'Fale com o suporte' open to an incomplete client (decision 0390)", async () => {
    stubApi({ "GET /api/support/tickets": [200, { tickets: [] }] });
    renderApp({
      path: "/suporte",
      user: { ...client, isProfileComplete: false, city: null, address: null },
    });
    await screen.findByRole("heading", { name: "Fale com o suporte" });
    expect(screen.queryByRole("heading", { name: "Complete seu perfil" })).toBeNull();
  });

  it("is not shown once the profile is complete", async () => {
    renderApp({
      path: "/professional/nada",
      user: { ...incompletePro, isProfileComplete: true },
    });
    await screen.findByRole("heading", { name: "Página não encontrada" });
    expect(screen.queryByRole("region", { name: "Perfil incompleto" })).toBeNull();
  });
});
