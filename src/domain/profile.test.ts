import { describe, expect, it } from "vitest";
import { type CompletenessInput, isProfileComplete, verificationStatusOf } from "./profile";

const client: CompletenessInput = {
  role: "client",
  firstName: "Ana",
  lastName: "Lima",
  city: "São Paulo",
  address: "Pinheiros",
  profileImageUrl: null,
  professionalProfile: null,
};

const professional: CompletenessInput = {
  ...client,
  role: "professional",
  profileImageUrl: "/api/images/1",
  professionalProfile: {
    cpf: "52998224725",
    professionalRegister: "CRP 06/123456",
    specialties: ["Psicologia"],
    priceRange: "150.00",
    serviceOptions: ["online"],
  },
};

describe("isProfileComplete", () => {
  it("needs name, surname, city and neighbourhood for a client", () => {
    expect(isProfileComplete(client)).toBe(true);
    expect(isProfileComplete({ ...client, address: null })).toBe(false);
    expect(isProfileComplete({ ...client, city: "  " })).toBe(false);
  });

  it("needs photo, CPF, register, specialty, price and service options for a professional", () => {
    expect(isProfileComplete(professional)).toBe(true);
    expect(isProfileComplete({ ...professional, profileImageUrl: null })).toBe(false);
    expect(isProfileComplete({ ...professional, professionalProfile: null })).toBe(false);
    const p = professional.professionalProfile!;
    expect(isProfileComplete({ ...professional, professionalProfile: { ...p, cpf: null } })).toBe(
      false,
    );
    expect(
      isProfileComplete({ ...professional, professionalProfile: { ...p, serviceOptions: [] } }),
    ).toBe(false);
    expect(
      isProfileComplete({ ...professional, professionalProfile: { ...p, priceRange: null } }),
    ).toBe(false);
  });

  it("is never complete without a role and always complete for an admin", () => {
    expect(isProfileComplete({ ...client, role: null })).toBe(false);
    expect(isProfileComplete({ ...client, role: "admin", city: null })).toBe(true);
  });
});

describe("verificationStatusOf", () => {
  it("is verified once approved, rejected while a refusal stands, pending otherwise", () => {
    const at = new Date();
    expect(verificationStatusOf({ isVerified: true, verificationRejectedAt: null })).toBe(
      "verified",
    );
    expect(verificationStatusOf({ isVerified: false, verificationRejectedAt: at })).toBe(
      "rejected",
    );
    expect(verificationStatusOf({ isVerified: false, verificationRejectedAt: null })).toBe(
      "pending",
    );
  });
});
