import { Button } from "@web/components/ui/button";
import { History } from "lucide-react";

interface Props {
  showHistory: boolean;
  onToggle(): void;
}

/** The heading of an appointment list and its 'Histórico' / 'Voltar' button (client and professional). */
export function HistoryToggle({ showHistory, onToggle }: Props) {
  return (
    <div className="flex items-center justify-between gap-2">
      <h2 className="text-lg font-semibold">
        {showHistory ? "Histórico de agendamentos" : "Próximos agendamentos"}
      </h2>
      <Button variant="outline" size="sm" onClick={onToggle}>
        {showHistory ? null : <History aria-hidden="true" />}
        {showHistory ? "Voltar" : "Histórico"}
      </Button>
    </div>
  );
}
