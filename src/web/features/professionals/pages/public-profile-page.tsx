import { profilePath } from "@domain/public-pages";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { isApiError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/use-page-title";
import { UserX } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { usePublicPage } from "../api/get-public-page";
import { knownIdAt } from "../lib/lasting-address";
import { ProfessionalProfile } from "./professional-profile-page";

/**
 * A profile at its lasting address (`/profissional/ana-souza-psicologa-12345`, decision 0350):
 * its page's reads give the professional's id, then the app's profile page shows them. On a full
 * load the server rendered the same, with these reads in the page (decision 0351).
 */
export function PublicProfilePage() {
  const [path, navigate] = useLocation();
  const knownId = knownIdAt(path);
  const page = usePublicPage(path, !knownId);
  const search = useSearch();
  const professional = page.data?.kind === "profile" ? page.data.professional : null;
  const canonical = professional ? profilePath(professional) : null;
  // A stale slug moves to the current one, as the server's 301 does.
  useEffect(() => {
    if (canonical && canonical !== path) {
      navigate(`${canonical}${search ? `?${search}` : ""}`, { replace: true });
    }
  }, [canonical, path, search, navigate]);
  // Once someone is found, their profile names the tab (a parent's title would win over it).
  const missing = isApiError(page.error, 404)
    ? "Profissional não encontrado"
    : "Perfil indisponível";
  usePageTitle(knownId || professional || page.isPending ? null : missing);
  if (knownId) return <ProfessionalProfile id={knownId} />;
  if (professional) return <ProfessionalProfile id={professional.id} />;
  if (page.isPending) {
    return (
      <div role="status" aria-label="Carregando perfil" className="space-y-4">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  return (
    <Card className="flex flex-col items-center gap-4 p-10 text-center">
      <UserX className="size-10 text-slate-500" aria-hidden="true" />
      <h1 className="text-xl font-semibold">
        {isApiError(page.error, 404)
          ? "Profissional não encontrado"
          : "Não foi possível carregar o perfil. Tente novamente."}
      </h1>
      <Button asChild>
        <Link href="/professionals">Voltar para busca</Link>
      </Button>
    </Card>
  );
}
