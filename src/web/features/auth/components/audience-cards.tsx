import { BadgeCheck, HeartHandshake, type LucideIcon, Sparkles, Stethoscope } from "lucide-react";

interface Audience {
  title: string;
  icon: LucideIcon;
  text: string;
  points: readonly string[];
}

const AUDIENCES: readonly Audience[] = [
  {
    title: "Para Clientes",
    icon: HeartHandshake,
    text: "Encontre o cuidado certo para você, no seu bairro ou online.",
    points: [
      "Profissionais verificados da sua região",
      "Agendamento online em poucos passos",
      "Avaliações de quem já foi atendido",
    ],
  },
  {
    title: "Para Profissionais",
    icon: Stethoscope,
    text: "Divulgue seu trabalho e organize seus atendimentos em um só lugar.",
    points: [
      "Perfil profissional com selo de verificação",
      "Agenda semanal com horários bloqueáveis",
      "Solicitações para confirmar ou recusar",
    ],
  },
  {
    title: "Benefícios",
    icon: Sparkles,
    text: "Uma experiência simples e segura para os dois lados.",
    points: [
      "Criar a conta é gratuito",
      "Atendimento online, no consultório ou em casa",
      "Psicologia, Nutrição, Fisioterapia e Personal Trainer",
    ],
  },
];

/** The landing page's three cards: Para Clientes, Para Profissionais, Benefícios (SPEC §2). */
export function AudienceCards() {
  return (
    <section aria-labelledby="para-quem" className="border-t border-slate-100 bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id="para-quem"
          className="text-center text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl"
        >
          Um lugar para cuidar e ser cuidado
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {AUDIENCES.map(({ title, icon: Icon, text, points }) => (
            <li
              key={title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-teal-700 text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
              <ul className="mt-5 space-y-2.5">
                {points.map((point) => (
                  <li key={point} className="flex gap-2.5 text-sm text-slate-700">
                    <BadgeCheck
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-teal-700"
                    />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
