import { MESSAGE_MAX, MESSAGE_MESSAGES } from "@domain/messages";
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
import { FieldError, Label, Textarea } from "@web/components/ui/input";
import { MessageCircle } from "lucide-react";
import { useId, useState } from "react";
import { useLocation } from "wouter";
import { useStartConversation } from "../api/start-conversation";

/**
 * "Enviar mensagem" on a professional's profile, for a signed-in client (issue 34): the first
 * message (or the next one of the pair's conversation), then the conversation.
 */
export function SendMessageButton({
  professionalId,
  name,
}: {
  professionalId: string;
  name: string;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const start = useStartConversation();
  const [, navigate] = useLocation();
  const id = useId();
  const send = async () => {
    const body = text.trim();
    if (body === "") return setError(MESSAGE_MESSAGES.empty);
    if (body.length > MESSAGE_MAX) return setError(MESSAGE_MESSAGES.tooLong);
    setError(undefined);
    try {
      const { conversationId } = await start.mutateAsync({ professionalId, body });
      setOpen(false);
      navigate(`/mensagens/${conversationId}`);
    } catch {
      // The mutation's toast says why (pre-booking messages off, the daily limit…).
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <MessageCircle aria-hidden="true" />
          Enviar mensagem
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Mensagem para {name}</DialogTitle>
          <DialogDescription>
            Só vocês dois leem a conversa. Em uma emergência, ligue 192 (SAMU) ou 188 (CVV).
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={id}>Mensagem</Label>
          <Textarea
            id={id}
            rows={4}
            value={text}
            placeholder="Ex.: Você atende adolescentes?"
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
          />
          <span id={`${id}-count`} className="text-xs text-slate-700">
            {text.length}/{MESSAGE_MAX}
          </span>
          <FieldError id={`${id}-error`} message={error} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancelar
          </Button>
          <Button disabled={start.isPending} onClick={() => void send()}>
            {start.isPending ? "Enviando..." : "Enviar"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
