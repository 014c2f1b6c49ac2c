/** Placeholder: filled in by a later issue. */
export function RegisterPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Como você quer usar o Acolher?</h1>
    </section>
  );
}
