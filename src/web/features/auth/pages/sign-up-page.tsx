/** Placeholder: filled in by a later issue. */
export function SignUpPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Criar conta</h1>
    </section>
  );
}
