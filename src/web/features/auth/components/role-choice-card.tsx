import type { SelfServiceRole } from "@domain/constants";
import { Button } from "@web/components/ui/button";
import { Check, HeartHandshake, type LucideIcon, Stethoscope } from "lucide-react";

const CHOICES: Record<
  SelfServiceRole,
  { title: string; text: string; points: readonly string[]; action: string; icon: LucideIcon }
> = {
  client: {
    title: "Sou Cliente",
    text: "Quero encontrar profissionais e agendar atendimentos.",
    points: [
      "Busque por especialidade, bairro e preço",
      "Agende online, em consultório ou em casa",
      "Acompanhe e avalie seus atendimentos",
    ],
    action: "Cadastrar como Cliente",
    icon: HeartHandshake,
  },
  professional: {
    title: "Sou Profissional",
    text: "Quero oferecer meus serviços e receber novos clientes.",
    points: [
      "Perfil verificado pela nossa equipe",
      "Publique sua disponibilidade semanal",
      "Confirme solicitações e organize sua agenda",
    ],
    action: "Cadastrar como Profissional",
    icon: Stethoscope,
  },
};

export function RoleChoiceCard({
  accountType,
  onChoose,
}: {
  accountType: SelfServiceRole;
  onChoose: () => void;
}) {
  const { title, text, points, action, icon: Icon } = CHOICES[accountType];
  const headingId = `escolha-${accountType}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:p-8"
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 id={headingId} className="mt-5 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{text}</p>
      <ul className="mt-5 mb-8 space-y-2.5">
        {points.map((point) => (
          <li key={point} className="flex gap-2.5 text-sm text-slate-700">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
            {point}
          </li>
        ))}
      </ul>
      <Button size="lg" className="mt-auto w-full" onClick={onChoose}>
        {action}
      </Button>
    </section>
  );
}
