import { usePageTitle } from "@web/lib/use-page-title";
import { useState } from "react";
import { UserList } from "../components/user-list";
import { UserSearch } from "../components/user-search";
import { useDebouncedValue } from "../lib/use-debounced-value";

const SEARCH_PAUSE_MS = 400;

/** /admin/users (SPEC §2 admin screens): search, user cards, detail, suspend or reactivate. */
export function AdminUsersPage() {
  usePageTitle("Usuários");
  const [typed, setTyped] = useState("");
  const [submitted, setSubmitted] = useState("");
  const paused = useDebouncedValue(typed, SEARCH_PAUSE_MS);
  // Whichever came last: the pause in typing, or Enter (which does not wait for it).
  const search = (submitted === typed ? submitted : paused).trim();
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Usuários
        </h1>
        <p className="text-slate-700">
          Busque contas, veja o histórico e suspenda ou reative o acesso.
        </p>
      </header>
      <UserSearch value={typed} onChange={setTyped} onSubmit={() => setSubmitted(typed)} />
      <UserList search={search} />
    </section>
  );
}
