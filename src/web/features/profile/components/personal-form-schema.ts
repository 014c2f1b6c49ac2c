import type { CurrentUser } from "@domain/contracts/auth";
import { type PersonalProfileInput, personalProfileSchema } from "@domain/contracts/profile";
import { maskPhone } from "@web/lib/format";

export const COMPLETION_MESSAGES = {
  city: "Selecione sua cidade",
  address: "Selecione seu bairro",
} as const;

/**
 * The completion screen exists to collect what makes a client complete (nome, sobrenome,
 * cidade, bairro), so there city and neighbourhood are required before anything is sent
 * (docs/decisions/0076). Elsewhere they stay optional, as SPEC §5 says.
 */
export const completionSchema = personalProfileSchema.superRefine((value, ctx) => {
  if (!value.city)
    ctx.addIssue({ code: "custom", path: ["city"], message: COMPLETION_MESSAGES.city });
  if (!value.address) {
    ctx.addIssue({ code: "custom", path: ["address"], message: COMPLETION_MESSAGES.address });
  }
});

/** What the form starts with: the saved profile, phone already masked. */
export type PersonalFormValues = Required<{ [K in keyof PersonalProfileInput]: string }>;

export function personalFormDefaults(user: CurrentUser): PersonalFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: maskPhone(user.phone ?? ""),
    city: user.city ?? "",
    state: user.state ?? "",
    address: user.address ?? "",
    bio: user.bio ?? "",
  };
}
