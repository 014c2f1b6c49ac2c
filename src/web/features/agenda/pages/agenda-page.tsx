/** Placeholder: filled in by a later issue. */
export function AgendaPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Agenda</h1>
    </section>
  );
}
