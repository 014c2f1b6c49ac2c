import type { SelfServiceRole } from "@domain/constants";
import { Button } from "@web/components/ui/button";
import { goTo } from "@web/lib/browser";
import { usePageTitle } from "@web/lib/use-page-title";
import { ArrowLeft, Info, LogOut } from "lucide-react";
import { AuthFrame } from "../components/auth-frame";
import { RoleChoiceCard } from "../components/role-choice-card";
import { storePendingRole } from "../lib/pending-role";

/** Keeps the choice, then goes to sign-in; it is sent once the user is signed in (SPEC §4). */
function choose(role: SelfServiceRole) {
  storePendingRole(role);
  goTo("/api/login");
}

/** /register, and the screen of a signed-in user who has no role yet (SPEC §2). */
export function RegisterPage({ signedIn = false }: { signedIn?: boolean }) {
  usePageTitle("Tipo de conta");
  const signOut = signedIn ? (
    <Button asChild variant="ghost">
      <a href="/api/logout">
        <LogOut aria-hidden="true" />
        Sair
      </a>
    </Button>
  ) : null;
  return (
    <AuthFrame wide headerAction={signOut}>
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          Como você quer usar o Acolher?
        </h1>
        <p className="mt-3 text-lg text-slate-700">Escolha o tipo de conta para começar.</p>
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <RoleChoiceCard accountType="client" onChoose={() => choose("client")} />
        <RoleChoiceCard accountType="professional" onChoose={() => choose("professional")} />
      </div>
      <p className="mt-6 flex items-center justify-center gap-2 text-center text-sm text-slate-700">
        <Info aria-hidden="true" className="size-4 shrink-0 text-teal-700" />
        Você poderá alterar o tipo de conta depois.
      </p>
      <div className="mt-8 flex flex-col-reverse items-center justify-between gap-4 border-t border-slate-200 pt-6 sm:flex-row">
        <Button variant="ghost" onClick={() => window.history.back()}>
          <ArrowLeft aria-hidden="true" />
          Voltar
        </Button>
        <p className="text-sm text-slate-700">
          Já tem uma conta?{" "}
          <a
            href="/api/login"
            className="rounded-sm font-semibold text-teal-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            Fazer login
          </a>
        </p>
      </div>
    </AuthFrame>
  );
}
