/** Placeholder: filled in by a later issue. */
export function AdminUsersPage() {
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">Usuários</h1>
    </section>
  );
}
