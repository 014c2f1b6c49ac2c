import { SPECIALTIES } from "@domain/constants";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { landingSearchUrl } from "../lib/landing-search";

const fieldClass =
  "h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600";

/**
 * The landing page's search box (issue 18): specialty and city or bairro, to the public search.
 * Plain form controls: the landing is the first page's bundle.
 */
export function LandingSearch() {
  const [, navigate] = useLocation();
  const [specialty, setSpecialty] = useState<string>(SPECIALTIES[0]);
  const [city, setCity] = useState("");
  const [neighborhood, setNeighborhood] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(landingSearchUrl({ specialty, city, neighborhood }));
  };
  return (
    <form
      aria-label="Buscar profissionais"
      onSubmit={submit}
      className="mt-8 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2"
    >
      <label className="grid gap-1 text-sm font-medium text-slate-800 sm:col-span-2">
        Especialidade
        <select
          className={fieldClass}
          value={specialty}
          onChange={(e) => setSpecialty(e.target.value)}
        >
          {SPECIALTIES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-medium text-slate-800">
        Cidade
        <input
          className={fieldClass}
          value={city}
          onChange={(e) => setCity(e.target.value)}
          placeholder="Ex.: São Paulo"
          autoComplete="address-level2"
          maxLength={100}
        />
      </label>
      <label className="grid gap-1 text-sm font-medium text-slate-800">
        Bairro (opcional)
        <input
          className={fieldClass}
          value={neighborhood}
          onChange={(e) => setNeighborhood(e.target.value)}
          placeholder="Ex.: Pinheiros"
          autoComplete="address-level3"
          maxLength={100}
        />
      </label>
      {/* buttonVariants, not <Button>: the landing's first download has no tailwind-merge (0130). */}
      <button type="submit" className={`${buttonVariants({ size: "lg" })} h-11 sm:col-span-2`}>
        <Search aria-hidden="true" />
        Buscar profissionais
      </button>
    </form>
  );
}
