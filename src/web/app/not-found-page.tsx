/** Placeholder: filled in by a later issue. */
export function NotFoundPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Página não encontrada</h1>
    </section>
  );
}
