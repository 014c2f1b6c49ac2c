import {
  MESSAGE_REPORT_REASON_KEYS,
  MESSAGE_REPORT_REASONS,
  type MessageReportReason,
} from "@domain/messages";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/use-toast";
import { useState } from "react";
import { useReportMessage } from "../api/report-message";

/** "Denunciar" on a message of the other side: a reason, sent once; the admins then read it. */
export function ReportMessage({ messageId }: { messageId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<MessageReportReason>("assedio");
  const report = useReportMessage();
  const send = () =>
    report.mutateAsync({ messageId, reason }).then(
      () => {
        setOpen(false);
        toast({
          title: "Denúncia enviada",
          description: "A equipe do Acolher vai analisar esta conversa.",
        });
      },
      () => setOpen(false),
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" className="h-7 px-2 text-xs">
          Denunciar
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Denunciar mensagem</DialogTitle>
          <DialogDescription>
            A equipe do Acolher passa a ver esta conversa para analisar a denúncia.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Motivo</legend>
          {MESSAGE_REPORT_REASON_KEYS.map((key) => (
            <label key={key} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="reason"
                value={key}
                checked={reason === key}
                onChange={() => setReason(key)}
              />
              {MESSAGE_REPORT_REASONS[key]}
            </label>
          ))}
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancelar
          </Button>
          <Button disabled={report.isPending} onClick={send}>
            Enviar denúncia
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
