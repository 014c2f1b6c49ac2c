import type { PublicProfessional } from "@domain/contracts/professionals";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { BookingForm } from "./booking-form";

interface Props {
  professional: PublicProfessional;
  /** The search's `neighborhood` parameter, else the client's own address. */
  clientNeighborhood: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §2 'Agendar Consulta'. */
export function BookingDialog({ professional, clientNeighborhood, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>Agendar Consulta</DialogTitle>
          <DialogDescription>
            Com {professional.firstName} {professional.lastName}. Escolha a data e o horário; o
            profissional confirmará a solicitação.
          </DialogDescription>
        </DialogHeader>
        <BookingForm
          professional={professional}
          clientNeighborhood={clientNeighborhood}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
