/** Placeholder: filled in by a later issue. */
export function ClientHomePage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Olá</h1>
    </section>
  );
}
