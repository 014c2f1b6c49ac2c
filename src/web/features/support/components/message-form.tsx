import { SUPPORT_MESSAGE_MAX, supportMessageRequestSchema } from "@domain/contracts/support";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { FieldError, Label, Textarea } from "@web/components/ui/input";
import { useForm } from "react-hook-form";
import type { z } from "zod";

type Values = z.input<typeof supportMessageRequestSchema>;

/**
 * One message in a ticket: the person's reply or an admin's answer. Cleared once sent; a failure
 * keeps the text (the mutation's own toast says why).
 */
export function MessageForm({
  id,
  label,
  hint,
  submitLabel,
  pending,
  onSend,
}: {
  id: string;
  label: string;
  hint?: string;
  submitLabel: string;
  pending: boolean;
  onSend: (message: string) => Promise<unknown>;
}) {
  const form = useForm<Values, unknown, z.output<typeof supportMessageRequestSchema>>({
    resolver: zodResolver(supportMessageRequestSchema),
    defaultValues: { message: "" },
  });
  const error = form.formState.errors.message?.message;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  const submit = form.handleSubmit(async ({ message }) => {
    try {
      await onSend(message);
      form.reset({ message: "" });
    } catch {
      // The mutation's toast explains; the text stays for another try.
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={4}
        maxLength={SUPPORT_MESSAGE_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...form.register("message")}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-700">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
      <Button type="submit" className="justify-self-start" disabled={pending}>
        {pending ? "Enviando..." : submitLabel}
      </Button>
    </form>
  );
}
