import { usePublicStats } from "../api/get-public-stats";

/**
 * A whole number as Brazilians write it: "12.345". Here, not in lib/format.ts: the landing is
 * the first page's bundle, and format.ts brings @brazilian-utils (its holiday tables) along.
 */
const count = new Intl.NumberFormat("pt-BR");
const formatCount = (value: number) => count.format(value);

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * The landing page's real numbers (decision 0322), in Brazilian format ("1.234"). Nothing while
 * they load, or when there is nothing to boast of yet; the line's height is kept either way.
 */
export function PublicNumbers() {
  const { data } = usePublicStats();
  const show = !!data && data.verifiedProfessionals > 0;
  return (
    <p className="mt-4 min-h-6 text-base text-slate-700" aria-live="polite">
      {show ? (
        <>
          <strong className="font-semibold text-teal-800">
            {plural(
              data.verifiedProfessionals,
              "profissional verificado",
              "profissionais verificados",
            )}
          </strong>
          {data.citiesServed > 0 ? (
            <>
              {" em "}
              <strong className="font-semibold text-teal-800">
                {plural(data.citiesServed, "cidade", "cidades")}
              </strong>
            </>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
