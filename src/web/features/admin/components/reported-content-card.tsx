import {
  CONTENT_REPORT_REASON_KEYS,
  CONTENT_REPORT_REASONS,
  type ContentReportReason,
} from "@domain/contents";
import { REASON_MAX_LENGTH } from "@domain/contracts/admin";
import type { ReportedContent } from "@domain/contracts/contents";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@web/components/ui/alert-dialog";
import { Badge } from "@web/components/ui/badge";
import { Button, buttonVariants } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { FieldError, Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { fullName } from "@web/lib/format";
import { type ReactNode, useState } from "react";
import { useDecideReportedContent } from "../api/decide-reported-content";
import { formatDateTime } from "../lib/when";
import { NativeSelect } from "./native-select";
import { ReceivedReports } from "./received-reports";

/**
 * One reported content in 'Conteúdos denunciados' (decision 0404): its title, author and text,
 * the reports' reasons and details, and the decision: hide with a reason the author reads (asked
 * once more in a dialog: the page stops opening at once) or keep; the note stays in the audit
 * log. `text` is the content's text as the page shows it (the page gives social's renderer).
 */
export function ReportedContentCard({ item, text }: { item: ReportedContent; text: ReactNode }) {
  const [reason, setReason] = useState<ContentReportReason | "">("");
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const decide = useDecideReportedContent();
  const id = item.content.id;
  const author = fullName(item.professional);
  const send = (resolution: "hidden" | "dismissed") =>
    decide.mutate(
      { contentId: id, resolution, reason: reason || null, note: note.trim() || null },
      {
        onSuccess: () =>
          toast({ title: resolution === "hidden" ? "Conteúdo ocultado" : "Conteúdo mantido" }),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="break-words font-semibold text-slate-900">{item.content.title}</h2>
          <Badge tone="red">
            {item.reportCount} {item.reportCount === 1 ? "denúncia" : "denúncias"}
          </Badge>
        </div>
        <p className="text-sm text-slate-700">
          Publicado por {author} em {formatDateTime(item.content.publishedAt)} ·{" "}
          <a
            href={item.content.path}
            target="_blank"
            rel="noopener"
            className="text-teal-800 underline underline-offset-2"
          >
            Abrir a página do conteúdo
          </a>
        </p>
        <section
          aria-label={`Texto de ${item.content.title}`}
          className="max-h-96 overflow-y-auto break-words border-l-4 border-slate-300 pl-3"
        >
          {text}
        </section>
        <ReceivedReports reports={item.reports} labels={CONTENT_REPORT_REASONS} />
        <div className="grid gap-1.5">
          <Label htmlFor={`hide-content-reason-${id}`}>Motivo para ocultar</Label>
          <NativeSelect
            id={`hide-content-reason-${id}`}
            value={reason}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? `hide-content-reason-error-${id}` : undefined}
            onChange={(event) => {
              setReason(event.target.value as ContentReportReason | "");
              setMissing(false);
            }}
          >
            <option value="">Escolha um motivo</option>
            {CONTENT_REPORT_REASON_KEYS.map((key) => (
              <option key={key} value={key}>
                {CONTENT_REPORT_REASONS[key]}
              </option>
            ))}
          </NativeSelect>
          <FieldError
            id={`hide-content-reason-error-${id}`}
            message={missing ? "Escolha o motivo para ocultar o conteúdo." : undefined}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`content-decision-note-${id}`}>Observação interna (opcional)</Label>
          <Textarea
            id={`content-decision-note-${id}`}
            maxLength={REASON_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="destructive"
            disabled={decide.isPending}
            onClick={() => (reason ? setConfirming(true) : setMissing(true))}
          >
            Ocultar conteúdo
          </Button>
          <Button variant="outline" disabled={decide.isPending} onClick={() => send("dismissed")}>
            Manter conteúdo
          </Button>
        </div>
        <AlertDialog open={confirming} onOpenChange={setConfirming}>
          <AlertDialogContent>
            <AlertDialogTitle>Ocultar “{item.content.title}”?</AlertDialogTitle>
            <AlertDialogDescription>
              A página do conteúdo deixa de abrir na hora e ele sai do perfil e do feed. {author}{" "}
              recebe um aviso com o motivo: {reason ? CONTENT_REPORT_REASONS[reason] : ""}. Não dá
              para desfazer pelo app.
            </AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>Voltar</AlertDialogCancel>
              <AlertDialogAction
                className={buttonVariants({ variant: "destructive" })}
                disabled={decide.isPending}
                onClick={(event) => {
                  event.preventDefault();
                  send("hidden");
                }}
              >
                Ocultar conteúdo
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
