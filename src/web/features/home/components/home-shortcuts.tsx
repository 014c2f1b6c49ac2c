import { Card, CardDescription, CardHeader } from "@web/components/ui/card";
import { CalendarDays, type LucideIcon, Search, Users } from "lucide-react";
import { Link } from "wouter";

const SHORTCUTS: { href: string; title: string; description: string; icon: LucideIcon }[] = [
  {
    href: "/professionals",
    title: "Encontrar Profissionais",
    description: "Encontre profissionais verificados na sua região.",
    icon: Search,
  },
  {
    href: "/appointments",
    title: "Meus Agendamentos",
    description: "Acompanhe suas consultas, confirme serviços e avalie profissionais.",
    icon: CalendarDays,
  },
  {
    href: "/social",
    title: "Comunidade",
    description: "Conecte-se com outras pessoas e compartilhe experiências.",
    icon: Users,
  },
];

/** The client home's three cards (SPEC §2 client home). */
export function HomeShortcuts() {
  return (
    <nav aria-label="Atalhos" className="grid gap-4 sm:grid-cols-3">
      {SHORTCUTS.map(({ href, title, description, icon: Icon }) => (
        <Link
          key={href}
          href={href}
          className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
        >
          <Card className="h-full transition-colors hover:border-teal-300 hover:bg-teal-50/40">
            <CardHeader>
              <Icon aria-hidden="true" className="size-6 text-teal-700" />
              <h2 className="text-lg font-semibold leading-tight">{title}</h2>
              <CardDescription>{description}</CardDescription>
            </CardHeader>
          </Card>
        </Link>
      ))}
    </nav>
  );
}
