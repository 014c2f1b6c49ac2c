import { describe, expect, it } from "vitest";
import { APPOINTMENT_STATUSES } from "./constants";
import {
  appointmentStatusLabel,
  roleLabel,
  serviceDescription,
  specialtyTitle,
  titleFormChoices,
  verifiedBadgeText,
} from "./text";

describe("appointmentStatusLabel", () => {
  it("calls a pending request 'Solicitado' for the client and 'Pendente' for the professional", () => {
    expect(appointmentStatusLabel("pending")).toBe("Solicitado");
    expect(appointmentStatusLabel("pending", "professional")).toBe("Pendente");
  });

  it("gives every other status the same label on both sides, and unknown ones raw", () => {
    for (const viewer of ["client", "professional"] as const) {
      expect(appointmentStatusLabel("approved", viewer)).toBe("Confirmado");
      expect(appointmentStatusLabel("confirmed", viewer)).toBe("Confirmado");
      expect(appointmentStatusLabel("cancelled", viewer)).toBe("Cancelado");
      expect(appointmentStatusLabel("rejected", viewer)).toBe("Recusado");
      expect(appointmentStatusLabel("auto_rejected", viewer)).toBe("Não respondido");
      expect(appointmentStatusLabel("em_analise", viewer)).toBe("em_analise");
    }
  });
});

describe("appointmentStatusLabel, issue 17", () => {
  it("labels every status in Portuguese on both sides, 'Não compareceu' included", () => {
    for (const viewer of ["client", "professional"] as const) {
      expect(appointmentStatusLabel("no_show", viewer)).toBe("Não compareceu");
      for (const status of APPOINTMENT_STATUSES) {
        expect(appointmentStatusLabel(status, viewer)).not.toBe(status);
      }
    }
  });
});

describe("serviceDescription", () => {
  it("names the session as the confirmations do: specialty and service type", () => {
    expect(serviceDescription("Psicologia", "online")).toBe("Consulta de Psicologia - Online");
    expect(serviceDescription("Nutrição", "presencial")).toBe("Consulta de Nutrição - Presencial");
    expect(serviceDescription(undefined, "domiciliar")).toBe("Consulta - Domiciliar");
  });
});

describe("titles that agree with the person (decisions 0340, 0375)", () => {
  it("writes the badge in the chosen form, words that agree with nobody when none was chosen", () => {
    expect(verifiedBadgeText("Psicologia", "feminine")).toBe("Psicóloga verificada");
    expect(verifiedBadgeText("Psicologia", "masculine")).toBe("Psicólogo verificado");
    expect(verifiedBadgeText("Psicologia", null)).toBe("Psicologia · registro verificado");
    expect(verifiedBadgeText("Nutrição", "feminine")).toBe("Nutricionista verificada");
    expect(verifiedBadgeText("Fisioterapia", "masculine")).toBe("Fisioterapeuta verificado");
    expect(verifiedBadgeText("Personal Trainer", null)).toBe(
      "Personal Trainer · registro verificado",
    );
    expect(verifiedBadgeText(undefined, null)).toBe("Registro verificado");
    expect(verifiedBadgeText(undefined, "feminine")).toBe("Profissional verificada");
  });

  it("titles the profile and offers the form's choices as the badge reads", () => {
    expect(specialtyTitle("Psicologia", "feminine")).toBe("Psicóloga");
    expect(specialtyTitle("Psicologia", null)).toBe("Profissional de Psicologia");
    expect(specialtyTitle("Desconhecida", null)).toBeNull();
    expect(titleFormChoices("Psicologia").map((c) => c.label)).toEqual([
      "Psicóloga verificada",
      "Psicólogo verificado",
    ]);
  });
});

describe("roleLabel", () => {
  it("names each account type, and an account that never chose one", () => {
    expect(roleLabel("client")).toBe("Cliente");
    expect(roleLabel("professional")).toBe("Profissional");
    expect(roleLabel("admin")).toBe("Administrador");
    expect(roleLabel(null)).toBe("Sem tipo de conta");
  });
});
