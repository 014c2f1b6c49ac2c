import { usePageTitle } from "@web/lib/use-page-title";
import { ChartColumn } from "lucide-react";

/** SPEC §2: reports are a placeholder. */
export function AdminReportsPage() {
  usePageTitle("Relatórios");
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        Relatórios
      </h1>
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
          <ChartColumn aria-hidden="true" className="size-6" />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">
          Funcionalidade em Desenvolvimento
        </h2>
        <p className="mt-1 max-w-md text-slate-700">
          Os relatórios da plataforma estarão disponíveis em breve.
        </p>
      </div>
    </section>
  );
}
