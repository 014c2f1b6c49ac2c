import type { ServiceOption } from "@domain/constants";
import { SERVICE_OPTION_LABEL } from "@domain/text";
import { Badge } from "@web/components/ui/badge";
import { Building2, House, Video } from "lucide-react";

const ICON = { online: Video, local_proprio: Building2, domiciliar: House } as const;

/** Online, Local Próprio, Domiciliar as badges. */
export function ServiceModeBadges({ options }: { options: readonly ServiceOption[] }) {
  if (options.length === 0) return null;
  return (
    <ul aria-label="Tipos de atendimento" className="flex flex-wrap gap-1.5">
      {options.map((option) => {
        const Icon = ICON[option];
        return (
          <li key={option}>
            <Badge tone="outline">
              <Icon className="size-3.5" aria-hidden="true" />
              {SERVICE_OPTION_LABEL[option]}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
