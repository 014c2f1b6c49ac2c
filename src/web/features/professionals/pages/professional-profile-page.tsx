/** Placeholder: filled in by a later issue. */
export function ProfessionalProfilePage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Perfil do profissional</h1>
    </section>
  );
}
