import {
  CONFIRMATION_STATUS_LABEL,
  type ConfirmationStatus,
  confirmationStatus,
  type ServiceConfirmation,
} from "@domain/contracts/confirmations";
import { appointmentStatusLabel, appointmentStatusTone } from "@domain/text";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { formatDate, formatRelative } from "@web/lib/dates";
import { fullName } from "@web/lib/format";
import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import { ConfirmedIndicator } from "./confirmed-indicator";

/** Whose list it is: each side sees the other as the counterpart. */
export type ViewerRole = "client" | "professional";

const STATUS_TONE: Record<ConfirmationStatus, BadgeProps["tone"]> = {
  completed: "green",
  partial: "yellow",
  pending: "grey",
};

interface ConfirmationCardProps {
  confirmation: ServiceConfirmation;
  viewer: ViewerRole;
  confirming: boolean;
  onConfirm: () => void;
  onReview: () => void;
  onViewReview: () => void;
  /** The page's extra buttons for this card ('Não compareceu', 'Contestar'; decision 0270). */
  actions?: ReactNode;
}

/** A no-show's lines (decision 0272): who recorded it, and the client's contest once given. */
function NoShowLines({
  noShow,
  viewer,
}: {
  noShow: NonNullable<ServiceConfirmation["noShow"]>;
  viewer: ViewerRole;
}) {
  return (
    <div className="grid gap-1 text-sm text-slate-700">
      <p>
        {viewer === "client"
          ? "O profissional registrou sua ausência."
          : "Você registrou a ausência do cliente."}
      </p>
      {noShow.contestedAt ? (
        <p className="break-words">
          {viewer === "client" ? "Você contestou: " : "O cliente contestou: "}
          {noShow.contestReason}
        </p>
      ) : null}
    </div>
  );
}

/** One service as the viewer sees it: the other side's name, both flags, and what to do next. */
export function ConfirmationCard({
  confirmation: c,
  viewer,
  confirming,
  onConfirm,
  onReview,
  onViewReview,
  actions,
}: ConfirmationCardProps) {
  const status = confirmationStatus(c);
  const counterpart = fullName(viewer === "client" ? c.professional : c.client);
  const ownSideConfirmed = viewer === "client" ? c.clientConfirmed : c.professionalConfirmed;
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="font-semibold">{counterpart}</h2>
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <CalendarDays aria-hidden="true" className="size-4" />
              {formatDate(c.serviceDate ?? c.createdAt)} · {formatRelative(c.createdAt)}
            </p>
          </div>
          {c.noShow ? (
            <Badge tone={appointmentStatusTone("no_show")}>
              {appointmentStatusLabel("no_show")}
            </Badge>
          ) : (
            <Badge tone={STATUS_TONE[status]}>{CONFIRMATION_STATUS_LABEL[status]}</Badge>
          )}
        </div>
        <p className="text-sm text-slate-800">{c.serviceDescription}</p>
        {c.noShow ? (
          <NoShowLines noShow={c.noShow} viewer={viewer} />
        ) : (
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <ConfirmedIndicator label="Cliente confirmou" confirmed={c.clientConfirmed} />
            <ConfirmedIndicator
              label="Profissional confirmou"
              confirmed={c.professionalConfirmed}
            />
          </div>
        )}
        <div className="flex flex-wrap gap-2 empty:hidden">
          {ownSideConfirmed || c.noShow ? null : (
            <Button size="sm" onClick={onConfirm} disabled={confirming}>
              Confirmar Serviço
            </Button>
          )}
          {viewer === "client" && status === "completed" && !c.noShow ? (
            c.hasReview ? (
              <Button size="sm" variant="outline" onClick={onViewReview}>
                Ver Avaliação
              </Button>
            ) : (
              <Button size="sm" onClick={onReview}>
                Avaliar Profissional
              </Button>
            )
          ) : null}
          {actions}
        </div>
      </CardContent>
    </Card>
  );
}
