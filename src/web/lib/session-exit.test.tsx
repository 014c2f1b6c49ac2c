import { AUTH_MESSAGES, suspendedMessage } from "@domain/contracts/auth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeConfirmation } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { type Answer, stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { goTo } from "./browser";
import { createSessionExit, SUSPENDED_SIGN_IN_URL } from "./session-exit";

vi.mock("./browser", () => ({ goTo: vi.fn(), reloadPage: vi.fn() }));

const client = makeCurrentUser();
const banned: Answer = [403, { code: "banned", message: AUTH_MESSAGES.banned }];
const signedOut: Answer = [401, { code: "unauthorized", message: AUTH_MESSAGES.unauthenticated }];
const home = {
  "GET /api/service-confirmations": [200, []],
  "GET /api/reviews/by-client": [200, []],
} as const;

beforeEach(() => vi.mocked(goTo).mockClear());

describe("the server ends the session (decision 0104)", { timeout: 20_000 }, () => {
  it("a read answered 403 'banned' sends the user to the sign-in page that says why", async () => {
    stubApi({ ...home, "GET /api/appointments/client": banned });
    renderApp({ path: "/appointments", user: client });
    // The first render also loads the client area's code.
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(SUSPENDED_SIGN_IN_URL), {
      timeout: 15_000,
    });
  });

  it("a 403 'banned' naming the ban's category takes it to the sign-in page (decision 0378)", async () => {
    stubApi({
      ...home,
      "GET /api/appointments/client": [
        403,
        {
          code: "banned",
          message: suspendedMessage("comportamento_abusivo"),
          banReason: "comportamento_abusivo",
        },
      ],
    });
    renderApp({ path: "/appointments", user: client });
    await vi.waitFor(
      () =>
        expect(goTo).toHaveBeenCalledWith("/entrar?conta=suspensa&motivo=comportamento_abusivo"),
      { timeout: 15_000 },
    );
  });

  it("a save answered 403 'banned' does the same, with no failure notice", async () => {
    const confirmation = makeConfirmation({ professionalConfirmed: true });
    stubApi({
      ...home,
      "GET /api/service-confirmations": [200, [confirmation]],
      [`PATCH /api/service-confirmations/${confirmation.id}/confirm`]: banned,
    });
    renderApp({ path: "/", user: client });
    await userEvent.click(await screen.findByRole("button", { name: "Confirmar Realização" }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(SUSPENDED_SIGN_IN_URL), {
      timeout: 15_000,
    });
    expect(screen.queryByText("Erro ao confirmar serviço")).toBeNull();
    expect(screen.queryByText("Não autorizado")).toBeNull();
  });

  it("a read answered 401 goes to /api/login", async () => {
    stubApi({ ...home, "GET /api/appointments/client": signedOut });
    renderApp({ path: "/appointments", user: client });
    // Whichever test runs first (the order is shuffled in CI) also loads the area's code.
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith("/api/login"), { timeout: 15_000 });
  });

  it("a ban outranks a 401 from the same screen, whichever answers first", () => {
    const late401 = createSessionExit();
    late401.suspended();
    late401.signedOut();
    expect(vi.mocked(goTo).mock.calls).toEqual([[SUSPENDED_SIGN_IN_URL]]);

    vi.mocked(goTo).mockClear();
    const early401 = createSessionExit();
    early401.signedOut();
    early401.suspended();
    early401.signedOut();
    expect(vi.mocked(goTo).mock.calls.at(-1)).toEqual([SUSPENDED_SIGN_IN_URL]);
  });
});
