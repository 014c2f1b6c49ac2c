import { CircleCheck } from "lucide-react";

/** Good news above a form (a new password saved, a link sent), announced politely. */
export function FormNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-2.5 rounded-lg border border-teal-200 bg-teal-50 p-3 text-sm text-teal-950"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
      <p>{message}</p>
    </div>
  );
}
