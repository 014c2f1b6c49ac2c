import { makeAppointment } from "@web/test/fixtures";
import { describe, expect, it } from "vitest";
import { appointmentWhatsappUrl, sessionMessage } from "./whatsapp";

const textOf = (url: string) => new URL(url).searchParams.get("text");

describe("WhatsApp links on appointments", () => {
  const a = makeAppointment({
    appointmentDate: "2026-11-26",
    startTime: "14:00",
    serviceType: "domiciliar",
    clientAddress: "Rua das Flores, 100",
    notes: "Ansiedade e insônia",
    professionalNotes: "Trazer exames",
    client: { ...makeAppointment().client, firstName: "Clara", phone: "(11) 91234-5678" },
    professional: {
      ...makeAppointment().professional,
      firstName: "Ana",
      phone: "+55 (21) 99876-5432",
      professionalProfile: {
        ...makeAppointment().professional.professionalProfile,
        specialties: ["Psicologia"],
      },
    },
  });

  it("greets the other side and names only the session's day and time", () => {
    expect(sessionMessage("Ana", a)).toBe(
      "Olá, Ana! Sobre nossa sessão de quinta-feira, 26/11/2026 às 14:00 pelo Acolher.",
    );
  });

  it("opens wa.me with 55 before the client's phone and the message encoded", () => {
    const url = appointmentWhatsappUrl(a, "professional")!;
    expect(url).toBe(
      "https://wa.me/5511912345678?text=Ol%C3%A1%2C%20Clara!%20Sobre%20nossa%20sess%C3%A3o%20de%20quinta-feira%2C%2026%2F11%2F2026%20%C3%A0s%2014%3A00%20pelo%20Acolher.",
    );
    expect(textOf(url)).toBe(sessionMessage("Clara", a));
  });

  it("does not add 55 twice to a phone that already has it", () => {
    expect(appointmentWhatsappUrl(a, "client")).toMatch(/^https:\/\/wa\.me\/5521998765432\?text=/);
  });

  it("keeps 55 as a DDD: an 11-digit number from Santa Maria still gets the country code", () => {
    const santaMaria = { ...a, client: { ...a.client, phone: "(55) 99912-3456" } };
    expect(appointmentWhatsappUrl(santaMaria, "professional")).toMatch(
      /^https:\/\/wa\.me\/5555999123456\?/,
    );
  });

  it("carries no specialty, notes or address", () => {
    for (const viewer of ["client", "professional"] as const) {
      const text = textOf(appointmentWhatsappUrl(a, viewer)!)!;
      for (const secret of [
        "Psicologia",
        "Ansiedade",
        "insônia",
        "Trazer exames",
        "Rua das Flores",
        "domiciliar",
      ]) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it("gives no link when the other side's phone is not shared", () => {
    const hidden = { ...a, professional: { ...a.professional, phone: null } };
    expect(appointmentWhatsappUrl(hidden, "client")).toBeNull();
    expect(
      appointmentWhatsappUrl({ ...a, client: { ...a.client, phone: "" } }, "professional"),
    ).toBeNull();
  });
});
