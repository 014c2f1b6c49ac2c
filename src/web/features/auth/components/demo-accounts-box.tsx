import type { DemoAccount } from "@domain/contracts/auth";
import { ROLE_LABEL } from "@domain/text";
import { Button } from "@web/components/ui/button";
import { KeyRound } from "lucide-react";
import { useDemoAccounts } from "../api/get-demo-accounts";

/** Demo mode only: the demo logins, each with a button that fills the form. */
export function DemoAccountsBox({ onUse }: { onUse: (account: DemoAccount) => void }) {
  const { data: accounts = [] } = useDemoAccounts();
  if (accounts.length === 0) return null;
  return (
    <section
      aria-labelledby="contas-demo"
      className="rounded-xl border border-teal-200 bg-teal-50 p-4 sm:p-5"
    >
      <h2 id="contas-demo" className="flex items-center gap-2 text-sm font-semibold text-teal-950">
        <KeyRound aria-hidden="true" className="size-4 text-teal-700" />
        Contas de demonstração
      </h2>
      <p className="mt-1 text-sm text-teal-900">
        Este servidor está em modo de demonstração. Use uma das contas abaixo para explorar.
      </p>
      <ul className="mt-3 space-y-2">
        {accounts.map((account) => (
          <li key={account.email} className="rounded-lg border border-teal-100 bg-white p-3">
            <div className="flex items-center justify-between gap-3">
              <p className="text-sm font-semibold text-slate-900">{ROLE_LABEL[account.role]}</p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="h-8"
                onClick={() => onUse(account)}
                aria-label={`Usar conta ${ROLE_LABEL[account.role]}`}
              >
                Usar
              </Button>
            </div>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-700">
              <dt>E-mail:</dt>
              <dd className="truncate text-slate-900">{account.email}</dd>
              <dt>Senha:</dt>
              <dd className="font-mono text-slate-900">{account.password}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
