import { HOME_TITLE } from "@domain/site-title";
import { Brand } from "@web/components/layout/brand";
import { SiteFooterOutlet } from "@web/components/layout/footer-slot";
import { buttonVariants } from "@web/components/ui/button-variants";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { AudienceCards } from "../components/audience-cards";
import { HowItWorks } from "../components/how-it-works";

/**
 * SPEC §2 logged out: welcome headline, Entrar (/api/login), Cadastrar (/register), 3 cards;
 * issue 18: a search box to the public search and the marketplace's real numbers, given by the
 * app as `search` (they belong to the professionals feature).
 */
export function LandingPage({ search }: { search?: ReactNode }) {
  useDocumentTitle(HOME_TITLE);
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="bg-teal-50">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-5 sm:px-6">
          <Brand />
        </div>
      </header>
      <main className="flex-1">
        <section className="bg-gradient-to-b from-teal-50 to-white">
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-8 pb-16 sm:px-6 sm:pt-14 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full border border-teal-200 bg-white px-3 py-1 text-sm font-medium text-teal-900">
                <ShieldCheck aria-hidden="true" className="size-4 text-teal-700" />
                Profissionais verificados pela nossa equipe
              </p>
              <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
                Bem-vindo ao Acolher
              </h1>
              {/* The search first (issue 29, item 2): on a phone it is the first screen's. */}
              {search}
              <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-700">
                Cuidar da saúde e do bem-estar fica mais simples: encontre psicólogos,
                nutricionistas, fisioterapeutas e personal trainers perto de você e agende online.
              </p>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                <Link href="/register" className={buttonVariants({ size: "xl" })}>
                  Cadastrar
                </Link>
                <a href="/api/login" className={buttonVariants({ size: "xl", variant: "outline" })}>
                  Entrar
                </a>
              </div>
              <p className="mt-4 text-sm text-slate-600">Criar a conta é gratuito.</p>
            </div>
            <HowItWorks />
          </div>
        </section>
        <AudienceCards />
      </main>
      <SiteFooterOutlet />
    </div>
  );
}
