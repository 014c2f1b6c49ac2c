/** Placeholder: filled in by a later issue. */
export function ClientReviewsPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Meus Serviços</h1>
    </section>
  );
}
