/** Placeholder: filled in by a later issue. */
export function ProfessionalDashboardPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        Painel do profissional
      </h1>
    </section>
  );
}
