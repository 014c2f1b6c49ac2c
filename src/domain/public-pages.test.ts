import { describe, expect, it } from "vitest";
import {
  listingHeading,
  listingPath,
  profilePath,
  publicNumberOf,
  slugify,
  specialtyOfSlug,
} from "./public-pages";

const ana = (titleForm: "feminine" | "masculine" | null) => ({
  firstName: "Ana Júlia",
  lastName: "D'Ávila Souza",
  publicNumber: 12345,
  professionalProfile: { specialties: ["Psicologia"], titleForm },
});

describe("public page addresses (decision 0350)", () => {
  it("writes names without accents, in lower case, with dashes", () => {
    expect(slugify("  São Paulo ")).toBe("sao-paulo");
    expect(slugify("Embu-Guaçu")).toBe("embu-guacu");
    expect(slugify("Olho d'Água das Flores")).toBe("olho-d-agua-das-flores");
  });

  it("puts the name, the title in the person's form and the number in a profile's address", () => {
    expect(profilePath(ana("feminine"))).toBe(
      "/profissional/ana-julia-d-avila-souza-psicologa-12345",
    );
    expect(profilePath(ana("masculine"))).toBe(
      "/profissional/ana-julia-d-avila-souza-psicologo-12345",
    );
    expect(profilePath(ana(null))).toBe("/profissional/ana-julia-d-avila-souza-psicologo-a-12345");
  });

  it("finds the number alone at the end of the segment", () => {
    expect(publicNumberOf("ana-souza-psicologa-12345")).toBe(12345);
    expect(publicNumberOf("12345")).toBe(12345);
    expect(publicNumberOf("ana-souza")).toBeNull();
    expect(publicNumberOf("ana-0")).toBeNull();
    expect(publicNumberOf("ana12345")).toBeNull();
  });

  it("names listing pages by specialty, city and bairro", () => {
    expect(listingPath("Nutrição", "São Paulo", "Vila Madalena")).toBe(
      "/nutricao/sao-paulo/vila-madalena",
    );
    expect(listingPath("Personal Trainer", "Rio de Janeiro")).toBe(
      "/personal-trainer/rio-de-janeiro",
    );
    expect(specialtyOfSlug("nutricao")).toBe("Nutrição");
    expect(specialtyOfSlug("medicina")).toBeNull();
    expect(listingHeading("Psicologia", "São Paulo", "Pinheiros")).toBe(
      "Psicólogos em Pinheiros, São Paulo",
    );
  });
});
