import type { AdminProfessional } from "@domain/contracts/admin";
import { PUBLICITY_FLAG_LABEL, PUBLISHED_FIELD_LABEL } from "../lib/labels";

/**
 * The saved public texts that break the councils' publicity rules (decision 0385): the admin
 * reads which text and which rule, and raises it with the professional; nothing is changed.
 */
export function PublicityFlags({ flags }: { flags: AdminProfessional["publicityFlags"] }) {
  if (flags.length === 0) return null;
  return (
    <section
      aria-label={PUBLICITY_FLAG_LABEL}
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-medium">{PUBLICITY_FLAG_LABEL}: o texto salvo não foi alterado</p>
      <ul className="mt-1 grid gap-1">
        {flags.map((flag) => (
          <li key={`${flag.field}-${flag.rule}`}>
            <span className="font-medium">{PUBLISHED_FIELD_LABEL[flag.field]}:</span> {flag.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
