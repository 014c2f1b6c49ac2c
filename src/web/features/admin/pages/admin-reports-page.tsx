/** Placeholder: filled in by a later issue. */
export function AdminReportsPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Funcionalidade em Desenvolvimento</h1>
    </section>
  );
}
