import { ROLE_LABEL } from "@domain/text";
import { useState } from "react";
import { readPendingRole } from "../lib/pending-role";

/** Reminds a visitor coming from /register which account type they picked. */
export function PendingRoleNote() {
  const [role] = useState(readPendingRole);
  if (!role) return null;
  return (
    <p className="mt-4 rounded-lg bg-teal-50 px-3 py-2 text-sm text-teal-900">
      Tipo de conta escolhido: <strong>{ROLE_LABEL[role]}</strong>
    </p>
  );
}
