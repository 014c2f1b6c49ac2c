/** Placeholder: filled in by a later issue. */
export function ProfileCompletionPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Complete seu perfil</h1>
    </section>
  );
}
