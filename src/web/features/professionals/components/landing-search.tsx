import { SERVICE_OPTIONS, type ServiceOption, SPECIALTIES } from "@domain/constants";
import { SERVICE_OPTION_LABEL } from "@domain/text";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { landingSearchUrl } from "../lib/landing-search";

const fieldClass =
  "h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600";

/**
 * The landing page's search box (issue 18): specialty, city or bairro, and how the session
 * happens (issue 29), to the public search.
 * Plain form controls: the landing is the first page's bundle.
 */
export function LandingSearch() {
  const [, navigate] = useLocation();
  const [specialty, setSpecialty] = useState<string>(SPECIALTIES[0]);
  const [city, setCity] = useState("");
  const [neighborhood, setNeighborhood] = useState("");
  const [mode, setMode] = useState<ServiceOption | "">("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(landingSearchUrl({ specialty, city, neighborhood, mode }));
  };
  return (
    <form
      aria-label="Buscar profissionais"
      // Before the page's JavaScript (the server renders the landing), a plain GET search.
      action="/professionals"
      method="get"
      onSubmit={submit}
      className="mt-8 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2"
    >
      <label className="grid gap-1 text-sm font-medium text-slate-800 sm:col-span-2">
        Especialidade
        <select
          name="specialty"
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
          name="city"
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
          name="neighborhood"
          className={fieldClass}
          value={neighborhood}
          onChange={(e) => setNeighborhood(e.target.value)}
          placeholder="Ex.: Pinheiros"
          autoComplete="address-level3"
          maxLength={100}
        />
      </label>
      <label className="grid gap-1 text-sm font-medium text-slate-800 sm:col-span-2">
        Atendimento
        <select
          name="serviceOptions"
          className={fieldClass}
          value={mode}
          onChange={(e) => setMode(e.target.value as ServiceOption | "")}
        >
          <option value="">Qualquer um</option>
          {SERVICE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {SERVICE_OPTION_LABEL[option]}
            </option>
          ))}
        </select>
      </label>
      {/* buttonVariants, not <Button>: the landing's first download has no tailwind-merge (0130). */}
      <button type="submit" className={`${buttonVariants({ size: "lg" })} h-11 sm:col-span-2`}>
        <Search aria-hidden="true" />
        Buscar profissionais
      </button>
    </form>
  );
}
