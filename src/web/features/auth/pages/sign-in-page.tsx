/** Placeholder: filled in by a later issue. */
export function SignInPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Entrar</h1>
    </section>
  );
}
