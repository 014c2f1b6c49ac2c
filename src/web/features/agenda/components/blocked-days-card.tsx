import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { toast } from "@web/components/ui/use-toast";
import { formatDayWithWeekday } from "@web/lib/dates";
import { useState } from "react";
import { useBlockedGroups } from "../api/get-blocked-groups";
import { useUnblockGroup } from "../api/unblock-group";
import { BlockRangeDialog, type BlockRangeMode } from "./block-range-dialog";
import { EmptyNote } from "./empty-note";

interface Props {
  professionalId: string;
  /** Today in the professional's zone. */
  today: string;
}

/**
 * Days off, holidays and vacations: 'Bloquear dia', 'Bloquear período' and the blocked groups
 * still ahead, each with 'Desbloquear' (the whole group at once).
 */
export function BlockedDaysCard({ professionalId, today }: Props) {
  const [mode, setMode] = useState<BlockRangeMode | null>(null);
  const groups = useBlockedGroups().data ?? [];
  const unblock = useUnblockGroup(professionalId);

  return (
    <Card className="grid gap-4 p-3 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold text-slate-900">Dias bloqueados</h2>
        <Button variant="outline" onClick={() => setMode("day")}>
          Bloquear dia
        </Button>
        <Button variant="outline" onClick={() => setMode("period")}>
          Bloquear período
        </Button>
      </div>
      {groups.length === 0 ? (
        <EmptyNote>Nenhum dia bloqueado daqui para a frente.</EmptyNote>
      ) : (
        <ul aria-label="Dias e períodos bloqueados" className="grid gap-2">
          {groups.map((g) => {
            const when =
              g.startDate === g.endDate
                ? formatDayWithWeekday(g.startDate)
                : `${formatDayWithWeekday(g.startDate)} a ${formatDayWithWeekday(g.endDate, "inside")}`;
            return (
              <li
                key={g.groupId}
                aria-label={when}
                className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm"
              >
                <span className="grid">
                  <span className="font-medium text-slate-900">{when}</span>
                  <span className="text-slate-700">
                    {g.days === 1 ? "1 dia" : `${g.days} dias`}
                    {g.reason ? ` · ${g.reason}` : ""}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  className="ml-auto"
                  disabled={unblock.isPending && unblock.variables === g.groupId}
                  onClick={() =>
                    unblock.mutate(g.groupId, {
                      onSuccess: () =>
                        toast({ title: "Sucesso", description: `Desbloqueado: ${when}.` }),
                    })
                  }
                >
                  Desbloquear
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <BlockRangeDialog
        professionalId={professionalId}
        mode={mode}
        today={today}
        onClose={() => setMode(null)}
      />
    </Card>
  );
}
