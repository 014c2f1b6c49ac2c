import { Button } from "@web/components/ui/button";
import { Card, CardDescription, CardHeader } from "@web/components/ui/card";
import { usePageTitle } from "@web/lib/use-page-title";
import { Heart, type LucideIcon, Share2, UserPlus } from "lucide-react";
import { Link } from "wouter";

const BLURBS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: "Conecte-se",
    text: "Encontre pessoas com interesses parecidos e profissionais que inspiram você.",
    icon: UserPlus,
  },
  {
    title: "Compartilhe",
    text: "Publique suas conquistas e experiências de cuidado com a saúde e o bem-estar.",
    icon: Share2,
  },
  {
    title: "Acompanhe",
    text: "Siga profissionais e receba conteúdos sobre saúde e bem-estar.",
    icon: Heart,
  },
];

/** /social: a static notice (SPEC §2 social page). */
export function SocialPage() {
  usePageTitle("Rede social");
  return (
    <section className="mx-auto grid max-w-3xl gap-6 text-center">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold">Rede Social em Desenvolvimento</h1>
        <p className="text-slate-700">
          Estamos preparando um espaço para você se conectar com a comunidade Acolher.
        </p>
      </header>
      <div className="grid gap-4 sm:grid-cols-3">
        {BLURBS.map(({ title, text, icon: Icon }) => (
          <Card key={title}>
            <CardHeader className="items-center">
              <Icon aria-hidden="true" className="size-6 text-teal-700" />
              <h2 className="text-lg font-semibold leading-tight">{title}</h2>
              <CardDescription>{text}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </div>
      <div>
        <Button asChild>
          <Link href="/">Voltar ao início</Link>
        </Button>
      </div>
    </section>
  );
}
