import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { maskPhone, whatsappUrl } from "@web/lib/format";
import { Mail, Phone } from "lucide-react";

/**
 * Contact, shown only when the professional allows it (`showContact`); the server already
 * leaves out the e-mail unless `shareEmail` is on.
 */
export function ProfileContact({ email, phone }: { email: string | null; phone: string | null }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Contato</h2>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {email ? (
          <p className="flex items-center gap-2">
            <Mail className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
            <a href={`mailto:${email}`} className="break-all text-teal-800 underline">
              {email}
            </a>
          </p>
        ) : null}
        {phone ? (
          <p className="flex items-center gap-2">
            <Phone className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
            <a
              href={whatsappUrl(phone)}
              target="_blank"
              rel="noopener noreferrer"
              className="text-teal-800 underline"
            >
              WhatsApp {maskPhone(phone)}
            </a>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
