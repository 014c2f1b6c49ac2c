/** Placeholder: filled in by a later issue. */
export function ProfessionalAppointmentsPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Agendamentos</h1>
    </section>
  );
}
