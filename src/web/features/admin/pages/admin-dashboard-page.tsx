/** Placeholder: filled in by a later issue. */
export function AdminDashboardPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Painel administrativo</h1>
    </section>
  );
}
