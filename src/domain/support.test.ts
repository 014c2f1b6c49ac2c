import { describe, expect, it } from "vitest";
import { DAY_MS, isAnswerOwed, supportDeadline, supportDueAt } from "./support";

// Decision 0390: 5 days (Decreto 7.962/2013 art. 4 V), 15 for a data subject (LGPD art. 19 II).

const at = new Date("2026-03-02T15:00:00.000Z");

describe("support deadlines", () => {
  it("gives a plain ticket 5 days and a data subject's request 15, from the instant it came", () => {
    expect(supportDueAt("agendamento", at).toISOString()).toBe("2026-03-07T15:00:00.000Z");
    expect(supportDueAt("dados_portabilidade", at).toISOString()).toBe("2026-03-17T15:00:00.000Z");
  });

  it("reads the age, the days left and overdue at an instant", () => {
    const ticket = { topic: "conta" as const, status: "open" as const, createdAt: at };
    const dueAt = supportDueAt("conta", at);
    const later = (days: number) => new Date(at.getTime() + days * DAY_MS);
    expect(supportDeadline({ ...ticket, dueAt }, later(0.5))).toEqual({
      ageDays: 0,
      daysLeft: 5,
      overdue: false,
    });
    expect(supportDeadline({ ...ticket, dueAt }, later(5))).toMatchObject({ overdue: true });
    expect(supportDeadline({ ...ticket, dueAt }, later(7.5))).toEqual({
      ageDays: 7,
      daysLeft: -2,
      overdue: true,
    });
    expect(supportDeadline({ ...ticket, status: "answered", dueAt }, later(9)).overdue).toBe(false);
  });

  it("owes a data subject's request until it is closed, a plain ticket until answered", () => {
    expect(isAnswerOwed({ status: "answered", dataSubject: true })).toBe(true);
    expect(isAnswerOwed({ status: "answered", dataSubject: false })).toBe(false);
    expect(isAnswerOwed({ status: "closed", dataSubject: true })).toBe(false);
  });
});
