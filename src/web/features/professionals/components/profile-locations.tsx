import { servesNeighborhood } from "@domain/appointments";
import type { PublicProfessional } from "@domain/contracts/professionals";
import { officeCityText } from "@domain/places";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import { Building2, Check, CircleCheck, CircleX, House } from "lucide-react";
import { ServiceModeBadges } from "./service-mode-badges";

interface Props {
  profile: PublicProfessional["professionalProfile"];
  /** The client's neighbourhood: the search's `neighborhood` parameter or their address. */
  clientNeighborhood: string | null;
}

/** Service modes, the office box and the home-service areas with the 'Seu bairro' check. */
export function ProfileLocations({ profile, clientNeighborhood }: Props) {
  const office = profile.serviceOptions.includes("local_proprio");
  const home = profile.serviceOptions.includes("domiciliar");
  const served = servesNeighborhood(profile.homeServiceAreas, clientNeighborhood);
  const isClientArea = (area: string) => servesNeighborhood([area], clientNeighborhood);
  // Issue 18 (decision 0333): the office's real city, "Rio de Janeiro - RJ".
  const officeCity = officeCityText(profile.officeCity, profile.officeState);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Atendimento</h2>
      </CardHeader>
      <CardContent className="space-y-5">
        <ServiceModeBadges options={profile.serviceOptions} />
        {office ? (
          <section aria-labelledby="office-title" className="rounded-md bg-slate-50 p-4">
            <h3 id="office-title" className="flex items-center gap-2 font-medium">
              <Building2 className="size-4 text-teal-700" aria-hidden="true" />
              Consultório
            </h3>
            <address className="mt-2 space-y-0.5 text-sm text-slate-800 not-italic">
              {profile.officeNeighborhood ? (
                <p className="font-medium">{profile.officeNeighborhood}</p>
              ) : null}
              {profile.officeAddress ? <p>{profile.officeAddress}</p> : null}
              {officeCity ? <p>{officeCity}</p> : null}
              {profile.officeComplement ? <p>{profile.officeComplement}</p> : null}
            </address>
          </section>
        ) : null}
        {home ? (
          <section aria-labelledby="home-title" className="space-y-3">
            <h3 id="home-title" className="flex items-center gap-2 font-medium">
              <House className="size-4 text-teal-700" aria-hidden="true" />
              Bairros atendidos{profile.homeServiceCity ? ` em ${profile.homeServiceCity}` : ""}
            </h3>
            <ul className="flex flex-wrap gap-1.5">
              {profile.homeServiceAreas.map((area) => (
                <li
                  key={area}
                  className={cn(
                    "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium",
                    isClientArea(area)
                      ? "border-teal-700 bg-teal-700 text-white"
                      : "border-slate-300 bg-white text-slate-800",
                  )}
                >
                  {isClientArea(area) ? <Check className="size-3.5" aria-hidden="true" /> : null}
                  {area}
                  {isClientArea(area) ? <span className="sr-only"> (seu bairro)</span> : null}
                </li>
              ))}
            </ul>
            {clientNeighborhood ? (
              <p
                className={cn(
                  "flex items-center gap-2 rounded-md p-3 text-sm",
                  served ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900",
                )}
              >
                {served ? (
                  <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
                ) : (
                  <CircleX className="size-4 shrink-0" aria-hidden="true" />
                )}
                <span>
                  <strong>Seu bairro:</strong> {clientNeighborhood} —{" "}
                  {served ? "Atendimento disponível" : "Atendimento não disponível neste bairro"}
                </span>
              </p>
            ) : null}
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
