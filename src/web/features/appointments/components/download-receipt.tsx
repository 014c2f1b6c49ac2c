import type { Appointment } from "@domain/contracts/appointments";
import { Button } from "@web/components/ui/button";
import { FileText } from "lucide-react";

/**
 * Issue 33, item 5 (decision 0401): 'Baixar recibo' on the client's card once the professional
 * marked the payment received: the reimbursement receipt as a PDF, a plain download (the file's
 * name says nothing of the session).
 */
export function DownloadReceipt({ appointment, name }: { appointment: Appointment; name: string }) {
  if (!appointment.payment.receivedOn) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <a
        href={`/api/appointments/${appointment.id}/receipt.pdf`}
        download
        aria-label={`Baixar recibo: ${name}`}
      >
        <FileText className="size-4" aria-hidden="true" />
        Baixar recibo
      </a>
    </Button>
  );
}
