import { CalendarCheck, Search, Star } from "lucide-react";

const STEPS = [
  {
    icon: Search,
    title: "Busque",
    text: "Filtre por especialidade, bairro, preço e tipo de atendimento.",
  },
  {
    icon: CalendarCheck,
    title: "Agende",
    text: "Escolha um horário livre na agenda do profissional e envie a solicitação.",
  },
  {
    icon: Star,
    title: "Avalie",
    text: "Depois do atendimento, confirme o serviço e compartilhe sua experiência.",
  },
] as const;

/** The client journey in three steps, beside the landing headline. */
export function HowItWorks() {
  return (
    <section
      aria-labelledby="como-funciona"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="como-funciona" className="text-lg font-semibold text-slate-900">
        Como funciona
      </h2>
      <ol className="mt-6 space-y-6">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-slate-900">
                <span className="sr-only">Passo {index + 1}: </span>
                {title}
              </p>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
