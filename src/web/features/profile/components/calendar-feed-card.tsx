import type { CalendarFeedCreated } from "@domain/contracts/calendar-feed";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { formatDate } from "@web/lib/dates";
import { useId, useState } from "react";
import {
  useCalendarFeedStatus,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from "../api/calendar-feed";
import { SectionTitle } from "./section-title";

/**
 * 'Calendário' (issue 16): a private address of the user's confirmed sessions for Google
 * Calendar, Apple or Outlook. Only a hash of it is kept (decision 0205), so the address is shown
 * once, right after it is generated; generating a new one or deactivating it stops the old one.
 */
export function CalendarFeedCard() {
  const status = useCalendarFeedStatus();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [fresh, setFresh] = useState<CalendarFeedCreated | null>(null);
  const generate = () => create.mutate(undefined, { onSuccess: (created) => setFresh(created) });
  const deactivate = () => revoke.mutate(undefined, { onSuccess: () => setFresh(null) });
  const busy = create.isPending || revoke.isPending;
  const exists = status.data?.exists ?? false;

  return (
    <Card>
      <CardHeader>
        <SectionTitle>Calendário</SectionTitle>
        <CardDescription>
          Veja suas sessões confirmadas no Google Agenda, no Calendário da Apple ou no Outlook com
          um endereço privado. Ele mostra só o nome da outra pessoa e o horário, nunca detalhes de
          saúde.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.isPending ? (
          <p className="text-sm text-slate-700">Carregando...</p>
        ) : status.isError ? (
          <p className="text-sm text-slate-700">Não foi possível carregar o calendário.</p>
        ) : fresh ? (
          <FreshAddress path={fresh.path} />
        ) : exists && status.data?.createdAt ? (
          <p className="text-sm text-slate-700">
            Você gerou um endereço em {formatDate(status.data.createdAt)}. Por segurança, ele só é
            mostrado quando é gerado: se não o tiver mais, gere um novo.
          </p>
        ) : null}
        {status.isSuccess && (
          <div className="flex flex-wrap gap-3">
            {exists ? (
              <ConfirmButton
                label="Gerar novo endereço"
                title="Gerar um novo endereço?"
                description="O endereço atual deixará de funcionar, e os calendários que o usam param de receber suas sessões."
                pendingLabel="Gerando..."
                pending={create.isPending}
                disabled={busy}
                onConfirm={generate}
              />
            ) : (
              <Button onClick={generate} disabled={busy}>
                {create.isPending ? "Gerando..." : "Gerar endereço do calendário"}
              </Button>
            )}
            {exists && (
              <ConfirmButton
                label="Desativar endereço"
                title="Desativar o endereço do calendário?"
                description="O endereço deixará de funcionar, e os calendários que o usam param de receber suas sessões."
                pendingLabel="Desativando..."
                pending={revoke.isPending}
                disabled={busy}
                destructive
                onConfirm={deactivate}
              />
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The address just generated: the only time it is shown, with a copy button. */
function FreshAddress({ path }: { path: string }) {
  const inputId = useId();
  const url = `${window.location.origin}${path}`;
  const webcal = url.replace(/^https?:/, "webcal:");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Endereço copiado", description: "Cole-o no seu aplicativo de calendário." });
    } catch {
      toast({
        title: "Não foi possível copiar",
        description: "Selecione o endereço e copie-o manualmente.",
        variant: "destructive",
      });
    }
  };
  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
        Endereço do calendário
      </label>
      <Input id={inputId} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <p className="text-sm text-slate-700">
        Guarde este endereço: ele não será mostrado de novo. Quem o tiver vê os horários das suas
        sessões.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={copy}>
          Copiar endereço
        </Button>
        <Button asChild variant="outline">
          <a href={webcal}>Abrir no aplicativo de calendário</a>
        </Button>
      </div>
    </div>
  );
}

interface ConfirmButtonProps {
  label: string;
  title: string;
  description: string;
  pendingLabel: string;
  pending: boolean;
  disabled: boolean;
  destructive?: boolean;
  onConfirm: () => void;
}

/** A button that asks first: both actions stop the current address from working. */
function ConfirmButton(props: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !props.pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant={props.destructive ? "destructive" : "outline"} disabled={props.disabled}>
          {props.pending ? props.pendingLabel : props.label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{props.title}</AlertDialogTitle>
        <AlertDialogDescription>{props.description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              setOpen(false);
              props.onConfirm();
            }}
          >
            {props.label}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
