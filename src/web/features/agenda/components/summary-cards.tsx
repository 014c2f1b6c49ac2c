import { Card } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import { CalendarCheck, CalendarDays, Clock, Inbox, type LucideIcon } from "lucide-react";

/** The dialog each card opens. */
export type AgendaDialog = "requests" | "availability" | "remaining" | "duration";

interface CardText {
  title: string;
  caption: string;
  icon: LucideIcon;
  /** Tailwind classes of the icon's badge. */
  tone: string;
}

/** SPEC §2: the four cards, in order. */
const CARDS: Record<AgendaDialog, CardText> = {
  requests: {
    title: "Solicitações",
    caption: "aguardando resposta",
    icon: Inbox,
    tone: "bg-amber-100 text-amber-900",
  },
  availability: {
    title: "Dias de Trabalho",
    caption: "dias configurados",
    icon: CalendarDays,
    tone: "bg-green-100 text-green-900",
  },
  remaining: {
    title: "Serviços Restantes (Semana)",
    caption: "consultas confirmadas",
    icon: CalendarCheck,
    tone: "bg-blue-100 text-blue-900",
  },
  duration: {
    title: "Duração do Serviço",
    caption: "minutos por consulta",
    icon: Clock,
    tone: "bg-teal-100 text-teal-900",
  },
};

interface Props {
  /** Each card's number; undefined while it loads. */
  values: Record<AgendaDialog, number | undefined>;
  onOpen: (dialog: AgendaDialog) => void;
}

/** The agenda's four cards: each a button that opens its dialog. */
export function SummaryCards({ values, onOpen }: Props) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {(Object.entries(CARDS) as [AgendaDialog, CardText][]).map(([name, card]) => (
        <Card key={name} className="transition-shadow hover:shadow-md">
          <button
            type="button"
            onClick={() => onOpen(name)}
            aria-haspopup="dialog"
            className="flex h-full w-full flex-col gap-2 rounded-lg p-4 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 sm:p-5"
          >
            <span className="flex items-start justify-between gap-2">
              <span className="text-sm font-medium leading-tight text-slate-700">{card.title}</span>
              <span className={cn("rounded-md p-1.5", card.tone)} aria-hidden="true">
                <card.icon className="size-4" />
              </span>
            </span>{" "}
            <span className="text-2xl font-semibold text-slate-900 sm:text-3xl">
              {values[name] ?? "…"}
            </span>{" "}
            <span className="text-xs text-slate-600">{card.caption}</span>
          </button>
        </Card>
      ))}
    </div>
  );
}
