/** Placeholder: filled in by a later issue. */
export function SearchPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Buscar profissionais</h1>
    </section>
  );
}
