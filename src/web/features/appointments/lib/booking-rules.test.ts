import { describe, expect, it } from "vitest";
import { bookingProblem, defaultServiceType, serviceTypeChoices } from "./booking-rules";

describe("service type choices", () => {
  it("offers Online, 'Presencial (Consultório)' and Domiciliar as the professional does", () => {
    const choices = serviceTypeChoices(
      ["online", "local_proprio", "domiciliar"],
      ["Pinheiros"],
      "pinheiros",
    );
    expect(choices).toEqual([
      { value: "online", label: "Online", disabled: false },
      { value: "presencial", label: "Presencial (Consultório)", disabled: false },
      { value: "domiciliar", label: "Domiciliar", disabled: false },
    ]);
  });

  it("disables Domiciliar when the client's neighbourhood is not served or unknown", () => {
    expect(serviceTypeChoices(["domiciliar"], ["Moema"], "Lapa")[0]?.disabled).toBe(true);
    expect(serviceTypeChoices(["domiciliar"], ["Moema"], null)[0]?.disabled).toBe(true);
  });

  it("starts at the first choice the client may take", () => {
    const choices = serviceTypeChoices(["local_proprio", "domiciliar"], [], "Lapa");
    expect(defaultServiceType(choices)).toBe("presencial");
    expect(defaultServiceType(serviceTypeChoices(["domiciliar"], [], "Lapa"))).toBe("domiciliar");
  });
});

describe("booking checks before sending", () => {
  const choices = serviceTypeChoices(["online", "domiciliar"], ["Moema"], "Lapa");
  const draft = {
    date: "2026-06-18",
    startTime: "09:00",
    serviceType: "online" as const,
    clientAddress: "",
  };

  it("requires a date and a time", () => {
    expect(bookingProblem({ ...draft, startTime: null }, choices)).toEqual({
      title: "Campos obrigatórios",
      description: "Por favor, selecione uma data e horário.",
    });
    expect(bookingProblem({ ...draft, date: null }, choices)?.title).toBe("Campos obrigatórios");
  });

  it("refuses Domiciliar outside the served neighbourhoods", () => {
    expect(bookingProblem({ ...draft, serviceType: "domiciliar" }, choices)).toEqual({
      title: "Atendimento indisponível",
      description:
        "Este profissional não atende em seu bairro. Selecione outro tipo de atendimento.",
    });
  });

  it("asks for the address of a home visit", () => {
    const served = serviceTypeChoices(["domiciliar"], ["Moema"], "Moema");
    expect(bookingProblem({ ...draft, serviceType: "domiciliar" }, served)?.description).toBe(
      "Informe o endereço para o atendimento domiciliar.",
    );
    expect(
      bookingProblem({ ...draft, serviceType: "domiciliar", clientAddress: "Rua A, 1" }, served),
    ).toBeNull();
  });

  it("lets a complete request through", () => {
    expect(bookingProblem(draft, choices)).toBeNull();
  });
});
