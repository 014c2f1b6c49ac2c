/** Placeholder: filled in by a later issue. */
export function SocialPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Rede Social em Desenvolvimento</h1>
    </section>
  );
}
