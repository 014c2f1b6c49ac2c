import { describe, expect, it } from "vitest";
import {
  PROFESSIONAL_PROFILE_MESSAGES as M,
  professionalProfileRequestSchema,
} from "./professional-profile";

const form = {
  cpf: "529.982.247-25",
  professionalRegister: "CRP 06/123456",
  specialties: ["Psicologia"],
  serviceOptions: ["online", "local_proprio"],
  officeAddress: "",
  officeNeighborhood: "",
};

const messages = (input: object) =>
  professionalProfileRequestSchema
    .safeParse({ ...form, ...input })
    .error?.issues.map((i) => [i.path.join("."), i.message]);

describe("professionalProfileRequest", () => {
  it("gives one CPF message and still the location message, so the form shows both", () => {
    const location = ["serviceOptions", M.locationRequired];
    expect(messages({ cpf: "" })).toEqual([["cpf", M.cpfRequired], location]);
    expect(messages({ cpf: "529.982" })).toEqual([["cpf", M.cpfFormat], location]);
    expect(messages({ cpf: "52998224726" })).toEqual([["cpf", M.cpfInvalid], location]);
  });

  it("sends a masked CPF as its 11 digits", () => {
    const parsed = professionalProfileRequestSchema.parse({ ...form, serviceOptions: ["online"] });
    expect(parsed.cpf).toBe("52998224725");
  });
});
