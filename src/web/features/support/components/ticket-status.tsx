import type { SupportTicketStatus } from "@domain/legal";
import { SUPPORT_STATUS_LABELS } from "@domain/support";
import { Badge } from "@web/components/ui/badge";

const TONES = { open: "yellow", answered: "blue", closed: "grey" } as const;

/** 'Aguardando resposta', 'Respondido' or 'Encerrado'. */
export function TicketStatus({ status }: { status: SupportTicketStatus }) {
  return <Badge tone={TONES[status]}>{SUPPORT_STATUS_LABELS[status]}</Badge>;
}

/** A data subject's request (LGPD art. 18), answered within 15 days. */
export function DataSubjectBadge() {
  return <Badge tone="teal">Pedido LGPD</Badge>;
}
