import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { reloadPage } from "@web/lib/browser";
import { describe, expect, it, vi } from "vitest";
import { Route, Router, Switch } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppErrorBoundary } from "./error-boundary";

vi.mock("@web/lib/browser", () => ({ goTo: vi.fn(), reloadPage: vi.fn() }));

function BrokenScreen(): never {
  throw new Error("falha ao desenhar");
}

describe("root error boundary", () => {
  it("replaces a screen that fails to render with a message and 'Recarregar'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <BrokenScreen />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Algo deu errado" })).toBeVisible();
    expect(
      screen.getByText("Ocorreu um erro inesperado. Recarregue a página para continuar."),
    ).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Recarregar" }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it("shows the screen itself when nothing fails", () => {
    render(
      <AppErrorBoundary>
        <h1>Meu Perfil</h1>
      </AppErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Meu Perfil" })).toBeVisible();
    expect(screen.queryByText("Algo deu errado")).toBeNull();
  });
});

describe("root error boundary after a failure", () => {
  it("shows the next screen when the location changes (the browser's back button)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const location = memoryLocation({ path: "/quebrada" });
    render(
      <Router hook={location.hook}>
        <AppErrorBoundary>
          <Switch>
            <Route path="/quebrada" component={BrokenScreen} />
            <Route>
              <h1>Início</h1>
            </Route>
          </Switch>
        </AppErrorBoundary>
      </Router>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Algo deu errado");
    act(() => location.navigate("/"));
    expect(await screen.findByRole("heading", { name: "Início" })).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
