import type { ProfessionalAppointmentCounts } from "@domain/contracts/professional-appointments";
import { Card } from "@web/components/ui/card";

const COUNTERS: { key: keyof ProfessionalAppointmentCounts; label: string }[] = [
  { key: "pending", label: "Pendentes" },
  { key: "confirmed", label: "Confirmados" },
  { key: "today", label: "Hoje" },
  { key: "total", label: "Total" },
];

/** The screen's four counters, over all the professional's appointments (decision 0092). */
export function ProfessionalCounters({ counts }: { counts: ProfessionalAppointmentCounts }) {
  return (
    <dl aria-label="Resumo dos agendamentos" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {COUNTERS.map(({ key, label }) => (
        <Card key={key} className="flex flex-col-reverse gap-1 p-4">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="text-2xl font-semibold text-slate-900">{counts[key]}</dd>
        </Card>
      ))}
    </dl>
  );
}
