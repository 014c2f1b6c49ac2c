import { describe, expect, it } from "vitest";
import { organizerOf, sessionInvitation } from "./session-invitation";

const parties = { from: "Acolher <nao-responda@acolher.example>", to: "ana@example.com" };

describe("the invitation's ORGANIZER is the sender of MAIL_FROM (decision 0374)", () => {
  it("reads a name and address, a quoted name, or a bare address", () => {
    expect(organizerOf("Acolher <nao-responda@acolher.local>")).toEqual({
      name: "Acolher",
      email: "nao-responda@acolher.local",
    });
    expect(organizerOf('"Acolher Saúde" <avisos@acolher.example>')).toEqual({
      name: "Acolher Saúde",
      email: "avisos@acolher.example",
    });
    expect(organizerOf(" avisos@acolher.example ")).toEqual({
      name: "Acolher",
      email: "avisos@acolher.example",
    });
  });

  it("builds no file from params without a session, or with sessions it cannot read", () => {
    const stamp = "2026-12-10T15:00:00.000Z";
    expect(sessionInvitation({ stamp }, "request", parties)).toEqual([]);
    expect(sessionInvitation({ stamp, sessions: "{not json" }, "cancel", parties)).toEqual([]);
    expect(sessionInvitation({ stamp, sessions: '[{"date":1}]' }, "request", parties)).toEqual([]);
  });
});
