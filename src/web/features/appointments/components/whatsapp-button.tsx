import type { Appointment } from "@domain/contracts/appointments";
import { Button } from "@web/components/ui/button";
import { MessageCircle } from "lucide-react";
import { appointmentWhatsappUrl } from "../lib/whatsapp";

interface WhatsappButtonProps {
  appointment: Appointment;
  /** Whose card it is: the button writes to the other side. */
  viewer: "client" | "professional";
  /** The other side's name, for the button's accessible name. */
  name: string;
}

/** 'WhatsApp' with a pre-filled message about the session, when the other side's phone is shared. */
export function WhatsappButton({ appointment, viewer, name }: WhatsappButtonProps) {
  const url = appointmentWhatsappUrl(appointment, viewer);
  if (!url) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <a href={url} target="_blank" rel="noreferrer" aria-label={`WhatsApp: ${name}`}>
        <MessageCircle aria-hidden="true" />
        WhatsApp
      </a>
    </Button>
  );
}
