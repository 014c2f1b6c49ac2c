import { signInHref, signUpHref } from "@domain/return-to";
import { Brand } from "@web/components/layout/brand";
import { SiteFooterOutlet } from "@web/components/layout/footer-slot";
import { buttonVariants } from "@web/components/ui/button-variants";
import type { ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";

/**
 * The visitor's pages (public search and profiles, issue 18): the brand, 'Entrar' and 'Criar
 * conta', each coming back to this very page afterwards (decision 0324).
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const here = search ? `${path}?${search}` : path;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Brand />
          <nav aria-label="Conta" className="flex items-center gap-2">
            <Link href={signInHref(here)} className={buttonVariants({ variant: "outline" })}>
              Entrar
            </Link>
            <Link href={signUpHref(here)} className={buttonVariants()}>
              Criar conta
            </Link>
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6">{children}</main>
      <SiteFooterOutlet />
    </div>
  );
}
