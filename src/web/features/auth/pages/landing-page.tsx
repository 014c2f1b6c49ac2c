/** Placeholder: filled in by a later issue. */
export function LandingPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Acolher</h1>
    </section>
  );
}
