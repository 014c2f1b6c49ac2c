/** Placeholder: filled in by a later issue. */
export function ProfilePage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Meu Perfil</h1>
    </section>
  );
}
