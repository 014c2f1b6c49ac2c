import {
  CONTENT_REPORT_REASON_KEYS,
  CONTENT_REPORT_REASONS,
  type ContentReportReason,
} from "@domain/contents";
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
import { Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { useState } from "react";
import { useReportContent } from "../api/report-content";

/** 'Denunciar': a reason from the list and optional details, once per person. */
export function ReportContentButton({ contentId }: { contentId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ContentReportReason | "">("");
  const [details, setDetails] = useState("");
  const report = useReportContent();
  const send = () => {
    if (!reason) return;
    report.mutate(
      { contentId, reason, details: details || null },
      {
        onSuccess: () => {
          toast({ title: "Denúncia enviada", description: "A equipe do Acolher vai analisar." });
          setOpen(false);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          Denunciar
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Denunciar conteúdo</DialogTitle>
          <DialogDescription>O autor não sabe quem denunciou.</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Motivo</legend>
          {CONTENT_REPORT_REASON_KEYS.map((key) => (
            <label key={key} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="content-report-reason"
                value={key}
                checked={reason === key}
                onChange={() => setReason(key)}
              />
              {CONTENT_REPORT_REASONS[key]}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-1.5">
          <Label htmlFor="content-report-details">Detalhes (opcional)</Label>
          <Textarea
            id="content-report-details"
            maxLength={1000}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
        </div>
        <DialogFooter>
          <Button onClick={send} disabled={!reason || report.isPending}>
            Enviar denúncia
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
