import { screen, within } from "@testing-library/react";
import { SIDEBAR_STORAGE_KEY } from "@web/components/layout/shell-frame";
import { renderApp } from "@web/test/render";
import { lazy } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { LoadingScreen } from "./loading-screen";
import { RoleSwitch } from "./role-switch";

/** Issue 29, item 9 (decision 0384): a screen loading shows its shape, never a bare text. */
const loading = () => screen.getByRole("status", { name: "Carregando a página" });
const blocks = (status: HTMLElement) => [...status.children].map((group) => group.children.length);

// Another file of the worker may have left a role remembered (the router tests sign in).
beforeEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the area hint is a cookie (decision 0360)
  document.cookie = "acolher_area=; Max-Age=0; Path=/";
});

describe("a screen loading", () => {
  it("while a page's code loads, the layout stays and the page's skeleton stands in its place", () => {
    const never = lazy(() => new Promise<never>(() => {}));
    renderApp({
      path: "/favoritos",
      ui: (
        <main>
          <RoleSwitch routes={{ "/favoritos": never }} />
        </main>
      ),
    });
    const status = within(screen.getByRole("main")).getByRole("status", {
      name: "Carregando a página",
    });
    // The heading and its line, then the six cards of a results grid.
    expect(status).toHaveAttribute("data-shape", "cards");
    expect(blocks(status)).toEqual([2, 6]);
    expect(screen.queryByText(/Carregando/)).toBeNull();
  });

  it("the professional's agenda loading shows the top bar, its counters, a calendar grid and the phone's bar", () => {
    renderApp({ path: "/professional/agenda", ui: <LoadingScreen area="professional" /> });
    const status = loading();
    expect(status).toHaveAttribute("data-shape", "calendar");
    expect(blocks(status)).toEqual([2, 4, 35]);
    expect(screen.getByText("Acolher")).toBeInTheDocument();
    expect(screen.queryByText(/Carregando/)).toBeNull();
  });

  it("each screen's own shape: lists, forms, a profile, a dashboard", () => {
    for (const [path, shape] of [
      ["/appointments", "list"],
      ["/admin/users", "list"],
      ["/settings", "form"],
      ["/admin/settings", "form"],
      ["/profissional/ana-souza-psicologa-12", "profile"],
      ["/", "dashboard"],
      ["/psicologia/sao-paulo", "cards"],
    ] as const) {
      const { unmount } = renderApp({ path, ui: <LoadingScreen area="client" /> });
      expect(loading(), path).toHaveAttribute("data-shape", shape);
      unmount();
    }
  });

  it("the frame is the remembered role's while the user is asked for, with the sidebar as kept", () => {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, "collapsed");
    // biome-ignore lint/suspicious/noDocumentCookie: the area hint is a cookie (decision 0360)
    document.cookie = "acolher_area=client; Path=/";
    const { container } = renderApp({ path: "/", ui: <LoadingScreen /> });
    expect(loading()).toHaveAttribute("data-shape", "dashboard");
    expect(container.querySelector(".w-16.md\\:block")).not.toBeNull();
  });

  it("without a remembered role, the screen's skeleton alone", () => {
    const { container } = renderApp({ path: "/entrar", ui: <LoadingScreen /> });
    expect(loading()).toHaveAttribute("data-shape", "form");
    expect(screen.queryByText("Acolher")).toBeNull();
    // No phone bar (the toaster, loaded by then in this worker, is fixed at the top).
    expect(container.querySelector(".fixed.bottom-0")).toBeNull();
  });
});
