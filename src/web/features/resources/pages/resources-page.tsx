import { Card, CardContent } from "@web/components/ui/card";
import { formatDate } from "@web/lib/dates";
import { usePageTitle } from "@web/lib/use-page-title";
import { ArrowLeft, BookOpen } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "wouter";
import { GUIDES, guideOf } from "../guides";
import type { Guide } from "../guides/guide";

/** /recursos (issue 34, item 3; decision 0402): the guides for professionals. */
export function ResourcesPage() {
  usePageTitle("Recursos");
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-5">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">Recursos para profissionais</h1>
        <p className="text-slate-700">
          Guias curtos sobre o que a lei e os conselhos pedem, e como o Acolher ajuda. Cada um
          termina com as suas fontes.
        </p>
      </header>
      <ul aria-label="Guias" className="grid gap-3">
        {GUIDES.map((guide) => (
          <li key={guide.slug}>
            <Card>
              <CardContent className="grid gap-1 pt-6">
                <h2 className="text-lg font-semibold">
                  <Link href={`/recursos/${guide.slug}`} className="text-teal-800 hover:underline">
                    {guide.title}
                  </Link>
                </h2>
                <p className="text-sm text-slate-700">{guide.summary}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /recursos/:slug: one guide, its sections and "Fontes". An unknown guide shows `notFound`, the
 * app's not-found page, which the area passes in (features do not import the app).
 */
export function GuidePage({ notFound }: { notFound: ReactNode }) {
  const { slug = "" } = useParams<{ slug: string }>();
  const guide = guideOf(slug);
  return guide ? <GuideView guide={guide} /> : notFound;
}

function GuideView({ guide }: { guide: Guide }) {
  usePageTitle(guide.title);
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-5">
      <Link
        href="/recursos"
        className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-teal-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Todos os guias
      </Link>
      <GuideBody guide={guide} />
    </section>
  );
}

function GuideBody({ guide }: { guide: Guide }) {
  return (
    <article className="grid gap-5">
      <header className="grid gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-semibold">
          <BookOpen className="size-6 text-teal-700" aria-hidden="true" />
          {guide.title}
        </h1>
        <p className="text-slate-700">{guide.summary}</p>
        <p className="text-xs text-slate-700">Atualizado em {formatDate(guide.updatedOn)}</p>
      </header>
      {guide.sections.map((section) => (
        <section key={section.heading} className="grid gap-2">
          <h2 className="text-lg font-semibold">{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p} className="text-slate-800">
              {p}
            </p>
          ))}
          {section.bullets ? (
            <ul className="grid list-disc gap-1 pl-5 text-slate-800">
              {section.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <section className="grid gap-2 border-t border-slate-200 pt-4">
        <h2 className="text-lg font-semibold">Fontes</h2>
        <ul aria-label="Fontes" className="grid list-disc gap-1 pl-5 text-sm text-slate-800">
          {guide.sources.map((s) => (
            <li key={s.label}>
              {s.url ? (
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-teal-800 underline"
                >
                  {s.label}
                </a>
              ) : (
                s.label
              )}
            </li>
          ))}
        </ul>
        <p className="text-xs text-slate-700">
          Estes guias resumem as normas para o uso do Acolher e não substituem a leitura das normas
          nem a orientação do seu conselho.
        </p>
      </section>
    </article>
  );
}
