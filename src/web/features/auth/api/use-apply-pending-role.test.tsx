import { screen, waitFor } from "@testing-library/react";
import { renderAt } from "@web/app/testing";
import { makeCurrentUser } from "@web/test/users";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PENDING_ROLE_KEY, readPendingRole } from "../pending-role";

type Answer = { status: number; body: unknown };

/** Stands in for the network: records what the page sends to set-role and answers it. */
function answerSetRole(answer: Answer) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json(answer.body, { status: answer.status }),
  );
  vi.stubGlobal("fetch", fetchMock);
  const setRoleCalls = () => fetchMock.mock.calls.filter(([url]) => url === "/api/auth/set-role");
  return { setRoleCalls };
}

beforeAll(async () => {
  await Promise.all([
    import("@web/app/areas/client-area"),
    import("@web/app/areas/professional-area"),
  ]);
}, 30_000);
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("stored role choice after sign-in", () => {
  it("sends it once for a user without a role, removes it and shows the new role's screens", async () => {
    const newUser = makeCurrentUser({ role: null, isProfileComplete: false });
    const asProfessional = { ...newUser, role: "professional" };
    const { setRoleCalls } = answerSetRole({ status: 200, body: asProfessional });
    localStorage.setItem(PENDING_ROLE_KEY, "professional");

    renderAt("/nada", newUser);

    expect(await screen.findByRole("link", { name: "Agendamentos" })).toBeInTheDocument();
    expect(setRoleCalls()).toHaveLength(1);
    const [, init] = setRoleCalls()[0]!;
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ role: "professional" });
    expect(localStorage.getItem(PENDING_ROLE_KEY)).toBeNull();
  });

  it("drops the choice when the server refuses it (403)", async () => {
    const pro = makeCurrentUser({ role: "client" });
    const { setRoleCalls } = answerSetRole({
      status: 403,
      body: { code: "forbidden", message: "Não é possível alterar o tipo desta conta." },
    });
    localStorage.setItem(PENDING_ROLE_KEY, "professional");

    renderAt("/nada", pro);

    expect(await screen.findByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    expect(setRoleCalls()).toHaveLength(1);
    expect(localStorage.getItem(PENDING_ROLE_KEY)).toBeNull();
  });

  it("never sends it for a professional, and clears it (decision 0011)", async () => {
    const { setRoleCalls } = answerSetRole({ status: 200, body: {} });
    localStorage.setItem(PENDING_ROLE_KEY, "client");

    renderAt("/nada", makeCurrentUser({ role: "professional" }));

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
