/** Placeholder: filled in by a later issue. */
export function ClientAppointmentsPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Agenda e Avaliações</h1>
    </section>
  );
}
