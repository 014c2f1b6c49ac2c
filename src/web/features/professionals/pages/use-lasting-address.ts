import { profilePath } from "@domain/public-pages";
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { useProfessional } from "../api/get-professional";

/** Lasting addresses the app moved to from an old one, with the id they show. */
const moved = new Map<string, string>();

/** The professional's id when the app moved to this lasting address from their old one. */
export const movedHere = (path: string) => moved.get(path);

/**
 * The app's old profile address (`/professional/:id`) moves to the lasting one once the profile
 * is known (decision 0350), as the server's 301 does on a full load; the query stays. The
 * lasting page learns the id from here, so it shows what is already read at once.
 */
export function useLastingAddress(id: string) {
  const professional = useProfessional(id).data;
  const [, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (!professional) return;
    const path = profilePath(professional);
    moved.set(path, professional.id);
    navigate(`${path}${search ? `?${search}` : ""}`, { replace: true });
  }, [professional, navigate, search]);
}
