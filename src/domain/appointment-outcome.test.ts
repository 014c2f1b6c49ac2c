import { describe, expect, it } from "vitest";
import { appointmentOutcome } from "./appointment-outcome";
import { REJECTED_BY_PROFESSIONAL_NOTE } from "./contracts/agenda";

const closed = (
  status: string,
  cancelledBy: "client" | "professional" | null = null,
  professionalNotes: string | null = null,
) => ({ status: status as "cancelled", cancelledBy, professionalNotes });

describe("appointmentOutcome", () => {
  it("says the professional rejected the request, with their reason only when they gave one", () => {
    expect(
      appointmentOutcome(closed("rejected", null, "Agenda cheia nesta semana"), "client"),
    ).toEqual(["Recusado pelo profissional", "Motivo: Agenda cheia nesta semana"]);
    expect(
      appointmentOutcome(closed("rejected", null, REJECTED_BY_PROFESSIONAL_NOTE), "client"),
    ).toEqual(["Recusado pelo profissional"]);
    expect(appointmentOutcome(closed("rejected", null, "  "), "client")).toEqual([
      "Recusado pelo profissional",
    ]);
    expect(appointmentOutcome(closed("rejected"), "professional")).toEqual(["Recusado por você"]);
  });

  it("says who cancelled, from each side", () => {
    expect(appointmentOutcome(closed("cancelled", "client"), "client")).toEqual([
      "Cancelado por você",
    ]);
    expect(appointmentOutcome(closed("cancelled", "professional"), "client")).toEqual([
      "Cancelado pelo profissional",
    ]);
    expect(appointmentOutcome(closed("cancelled", "client"), "professional")).toEqual([
      "Cancelado pelo cliente",
    ]);
    expect(appointmentOutcome(closed("cancelled", "professional"), "professional")).toEqual([
      "Cancelado por você",
    ]);
  });

  it("shows the note of a cancellation nobody recorded as theirs (a ban, a deleted account)", () => {
    const note = "Cancelado: conta suspensa pela administração.";
    expect(appointmentOutcome(closed("cancelled", null, note), "client")).toEqual([note]);
    expect(appointmentOutcome(closed("cancelled"), "client")).toEqual([]);
  });

  it("says an unanswered request went unanswered, and nothing for live statuses", () => {
    expect(appointmentOutcome(closed("auto_rejected"), "client")).toEqual([
      "O profissional não respondeu a tempo",
    ]);
    for (const status of ["pending", "approved", "confirmed"]) {
      expect(appointmentOutcome(closed(status, null, "Trazer exames"), "client")).toEqual([]);
    }
  });
});

describe("appointmentOutcome, issue 17 (decisions 0271, 0272)", () => {
  it("shows the reason typed in 'Recusar' over the spec's default note", () => {
    const rejected = {
      ...closed("rejected", null, REJECTED_BY_PROFESSIONAL_NOTE),
      rejectionReason: "Estarei fora nesta semana",
    };
    expect(appointmentOutcome(rejected, "client")).toEqual([
      "Recusado pelo profissional",
      "Motivo: Estarei fora nesta semana",
    ]);
  });

  it("says who recorded a no-show, and the client's contest once given", () => {
    const noShow = { ...closed("no_show"), noShowContestedAt: null, noShowContestReason: null };
    expect(appointmentOutcome(noShow, "client")).toEqual(["O profissional registrou sua ausência"]);
    const contested = {
      ...noShow,
      noShowContestedAt: "2026-03-01T12:00:00.000Z",
      noShowContestReason: "Eu estive lá",
    };
    expect(appointmentOutcome(contested, "professional")).toEqual([
      "Ausência registrada por você",
      "O cliente contestou: Eu estive lá",
    ]);
    expect(appointmentOutcome(contested, "client")[1]).toBe("Você contestou: Eu estive lá");
  });
});
