import { MESSAGE_MAX, MESSAGE_MESSAGES } from "@domain/messages";
import { Button } from "@web/components/ui/button";
import { FieldError, Label, Textarea } from "@web/components/ui/input";
import { type KeyboardEvent, useId, useState } from "react";

/**
 * The box to write a message: Enter sends, Shift+Enter breaks the line; the count shows
 * "12/2000"; a refusal (blocked, deleted account) replaces it with the reason.
 */
export function Composer({
  disabledReason,
  pending,
  onSend,
}: {
  disabledReason: string | null;
  pending: boolean;
  onSend: (body: string) => Promise<unknown>;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  if (disabledReason) {
    return (
      <p
        role="status"
        className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
      >
        {disabledReason}
      </p>
    );
  }
  const send = async () => {
    if (pending) return; // Enter held down, or pressed again while the first is on its way.
    const body = text.trim();
    if (body === "") return setError(MESSAGE_MESSAGES.empty);
    if (body.length > MESSAGE_MAX) return setError(MESSAGE_MESSAGES.tooLong);
    setError(undefined);
    try {
      await onSend(body);
      setText("");
    } catch {
      // The mutation's toast says why; the text stays for another try.
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  return (
    <form
      className="grid gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Label htmlFor={id}>Mensagem</Label>
      <Textarea
        id={id}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
      />
      <div className="flex items-center justify-between gap-2">
        <span id={`${id}-count`} className="text-xs text-slate-700">
          {text.length}/{MESSAGE_MAX}
        </span>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Enviando..." : "Enviar"}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </form>
  );
}
