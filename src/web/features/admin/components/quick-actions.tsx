import { Card, CardDescription, CardHeader } from "@web/components/ui/card";
import {
  ChartColumn,
  FileWarning,
  Flag,
  LifeBuoy,
  type LucideIcon,
  Stethoscope,
  Users,
} from "lucide-react";
import { Link } from "wouter";

const ACTIONS: { href: string; title: string; description: string; icon: LucideIcon }[] = [
  {
    href: "/admin/users",
    title: "Usuários",
    description: "Buscar contas, ver o histórico e suspender ou reativar.",
    icon: Users,
  },
  {
    href: "/admin/professionals",
    title: "Profissionais",
    description: "Conferir cadastros e aprovar ou rejeitar verificações.",
    icon: Stethoscope,
  },
  {
    href: "/admin/reports",
    title: "Relatórios",
    description: "Números da plataforma ao longo do tempo.",
    icon: ChartColumn,
  },
  {
    href: "/admin/denuncias",
    title: "Denúncias",
    description: "Avaliações denunciadas: ocultar com um motivo ou manter.",
    icon: Flag,
  },
  {
    href: "/admin/conteudos",
    title: "Conteúdos",
    description: "Publicações denunciadas: ocultar com um motivo ou manter.",
    icon: FileWarning,
  },
  {
    href: "/admin/suporte",
    title: "Suporte",
    description: "Chamados das pessoas e pedidos LGPD, pelo prazo de resposta.",
    icon: LifeBuoy,
  },
];

/** The dashboard's quick actions (SPEC §2): one tap to each admin section. */
export function QuickActions() {
  return (
    <section aria-labelledby="acoes-rapidas" className="grid gap-3">
      <h2 id="acoes-rapidas" className="text-lg font-semibold text-slate-900">
        Ações rápidas
      </h2>
      <nav aria-label="Ações rápidas" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ACTIONS.map(({ href, title, description, icon: Icon }) => (
          <Link
            key={href}
            href={href}
            className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            <Card className="h-full transition-colors hover:border-teal-300 hover:bg-teal-50/40">
              <CardHeader className="p-4">
                <Icon aria-hidden="true" className="size-5 text-teal-700" />
                <span className="font-semibold text-slate-900">{title}</span>
                <CardDescription className="text-slate-700">{description}</CardDescription>
              </CardHeader>
            </Card>
          </Link>
        ))}
      </nav>
    </section>
  );
}
