import { Button } from "@web/components/ui/button";
import { usePageTitle } from "@web/lib/use-page-title";
import { House } from "lucide-react";
import { Link } from "wouter";

/** SPEC §2: unknown routes and other roles' routes. */
export function NotFoundPage() {
  usePageTitle("Página não encontrada");
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-12 text-center sm:py-20">
      <p className="text-7xl font-bold tracking-tight text-teal-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">Página não encontrada</h1>
      <p className="mt-2 text-slate-700">
        O endereço que você tentou acessar não existe ou não está disponível para a sua conta.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/">
          <House aria-hidden="true" />
          Voltar ao início
        </Link>
      </Button>
    </section>
  );
}
