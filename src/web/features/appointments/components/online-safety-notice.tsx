import type { ServiceType } from "@domain/constants";
import { SAFETY_NOTICE } from "@domain/telehealth";
import { TriangleAlert } from "lucide-react";

/**
 * Issue 32, item 5 (decision 0396): the booking dialog for an online session says Acolher is not
 * an emergency service, with CVV 188 and SAMU 192. Nothing for the other modes.
 */
export function OnlineSafetyNotice({
  serviceType,
}: {
  serviceType: ServiceType | null | undefined;
}) {
  if (serviceType !== "online") return null;
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <span>{SAFETY_NOTICE}</span>
    </p>
  );
}
