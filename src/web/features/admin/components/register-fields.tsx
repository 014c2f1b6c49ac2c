import type { AdminProfessional } from "@domain/contracts/admin";
import { REGISTER_FLAG_LABEL } from "../lib/labels";
import { Field } from "./detail-fields";

type Profile = NonNullable<AdminProfessional["professionalProfile"]>;

/**
 * The register as saved, its parts as the council's format reads them and a link to the
 * council's public search, so checking it is one click (decision 0386). One the format cannot
 * read is flagged, its text shown as saved.
 */
export function RegisterFields({ profile }: { profile: Profile }) {
  const { register, registerSearch: search } = profile;
  return (
    <>
      <Field label="Registro profissional" wide>
        {profile.professionalRegister ? (
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>{profile.professionalRegister}</span>
            {search ? (
              <a
                href={search.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-teal-800 underline underline-offset-2"
              >
                Consultar no {search.name}
                <span className="sr-only"> (abre em nova aba)</span>
              </a>
            ) : null}
          </span>
        ) : null}
        {profile.registerUnreadable ? (
          <span className="mt-1 block rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-amber-950">
            {REGISTER_FLAG_LABEL}
            {profile.council ? ` (esperado: ${profile.council})` : null}
          </span>
        ) : null}
      </Field>
      {register ? (
        <>
          <Field label="Conselho">{register.council}</Field>
          <Field label={register.council === "CREF" ? "Estado" : "Região"}>{register.region}</Field>
          <Field label="Número">{register.number}</Field>
        </>
      ) : null}
    </>
  );
}
