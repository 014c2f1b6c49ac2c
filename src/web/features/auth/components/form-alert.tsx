import { CircleExclamationPoint } from "lucide-react";

/** A form-level error from the server, read out as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <CircleExclamationPoint aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
      <p>{message}</p>
    </div>
  );
}
