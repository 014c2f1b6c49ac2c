import type { CurrentUser } from "@domain/contracts/auth";
import { useEffect, useRef, useState } from "react";
import { useSetRole } from "../api/set-role";
import { clearPendingRole, readPendingRole } from "./pending-role";

/**
 * SPEC §4: after sign-in, a user without a role (or a client) who chose a type on /register
 * sends it once; the stored choice is removed whatever the answer (a 403 just drops it).
 * Returns true while that is still under way, so the router can wait instead of flashing
 * the registration screen. Docs: docs/decisions/0011-stored-role-choice.md.
 */
export function useApplyPendingRole(user: CurrentUser): boolean {
  const eligible = user.role === null || user.role === "client";
  const [choice] = useState(() => (eligible ? readPendingRole() : null));
  const sent = useRef(false);
  const setRole = useSetRole();

  useEffect(() => {
    clearPendingRole();
    if (!choice || sent.current) return;
    sent.current = true;
    setRole.mutate(choice);
  }, [choice, setRole.mutate]);

  return choice !== null && !setRole.isSuccess && !setRole.isError;
}
