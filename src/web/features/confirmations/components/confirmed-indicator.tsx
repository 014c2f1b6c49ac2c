import { cn } from "@web/lib/cn";
import { CircleCheck, Clock } from "lucide-react";

/** 'Cliente confirmou' / 'Profissional confirmou': a check when done, a clock while waiting. */
export function ConfirmedIndicator({ label, confirmed }: { label: string; confirmed: boolean }) {
  const Icon = confirmed ? CircleCheck : Clock;
  return (
    <span
      className={cn("flex items-center gap-1", confirmed ? "text-green-800" : "text-slate-600")}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
      <span className="sr-only">{confirmed ? ": sim" : ": ainda não"}</span>
    </span>
  );
}
