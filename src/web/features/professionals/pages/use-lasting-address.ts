import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { useProfessional } from "../api/get-professional";
import { rememberAddress } from "../lib/lasting-address";

/**
 * The app's old profile address (`/professional/:id`) moves to the lasting one once the profile
 * is known (decision 0350), as the server's 301 does on a full load; the query stays. The
 * lasting page knows the id (rememberAddress), so it shows what is already read at once.
 */
export function useLastingAddress(id: string) {
  const professional = useProfessional(id).data;
  const [, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (!professional) return;
    const path = rememberAddress(professional);
    navigate(`${path}${search ? `?${search}` : ""}`, { replace: true });
  }, [professional, navigate, search]);
}
