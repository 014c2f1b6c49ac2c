import { screen, waitFor } from "@testing-library/react";
import { renderApp } from "@web/test/render";
import { type Answer, stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PENDING_ROLE_KEY, readPendingRole } from "./pending-role";

/** Answers set-role; `setRoleCalls` are the requests the page sent to it. */
function answerSetRole(answer: Answer) {
  const sent = stubApi({ "POST /api/auth/set-role": answer });
  const setRoleCalls = () => sent.filter((r) => r.url === "/api/auth/set-role");
  return { setRoleCalls };
}

beforeAll(async () => {
  await Promise.all([
    import("@web/app/areas/client-area"),
    import("@web/app/areas/professional-area"),
  ]);
}, 30_000);
beforeEach(() => localStorage.clear());

describe("stored role choice after sign-in", () => {
  it("sends it once for a user without a role, removes it and shows the new role's screens", async () => {
    const newUser = makeCurrentUser({ role: null, isProfileComplete: false });
    const asProfessional = { ...newUser, role: "professional" };
    const { setRoleCalls } = answerSetRole([200, asProfessional]);
    localStorage.setItem(PENDING_ROLE_KEY, "professional");

    renderApp({ path: "/nada", user: newUser });

    // The professional's navigation, in the top bar and the phone's bottom bar (decision 0380).
    expect(await screen.findAllByRole("link", { name: "Agendamentos" })).toHaveLength(2);
    expect(setRoleCalls()).toHaveLength(1);
    const [request] = setRoleCalls();
    expect(request?.method).toBe("POST");
    expect(request?.body).toEqual({ role: "professional" });
    expect(localStorage.getItem(PENDING_ROLE_KEY)).toBeNull();
  });

  it("drops the choice when the server refuses it (403)", async () => {
    const pro = makeCurrentUser({ role: "client" });
    const { setRoleCalls } = answerSetRole([
      403,
      { code: "forbidden", message: "Não é possível alterar o tipo desta conta." },
    ]);
    localStorage.setItem(PENDING_ROLE_KEY, "professional");

    renderApp({ path: "/nada", user: pro });

    expect(await screen.findByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    expect(setRoleCalls()).toHaveLength(1);
    expect(localStorage.getItem(PENDING_ROLE_KEY)).toBeNull();
  });

  it("never sends it for a professional, and clears it (decision 0011)", async () => {
    const { setRoleCalls } = answerSetRole([200, {}]);
    localStorage.setItem(PENDING_ROLE_KEY, "client");

    renderApp({ path: "/nada", user: makeCurrentUser({ role: "professional" }) });

    expect(await screen.findByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    await waitFor(() => expect(localStorage.getItem(PENDING_ROLE_KEY)).toBeNull());
    expect(setRoleCalls()).toHaveLength(0);
  });

  it("accepts only client or professional from storage", () => {
    localStorage.setItem(PENDING_ROLE_KEY, "admin");
    expect(readPendingRole()).toBeNull();
    localStorage.setItem(PENDING_ROLE_KEY, "client");
    expect(readPendingRole()).toBe("client");
  });
});
