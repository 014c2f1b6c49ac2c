import { maskPhone, whatsappUrl } from "@web/lib/format";

export const NOT_INFORMED = "Não informado";

const notInformed = <span className="text-slate-700">{NOT_INFORMED}</span>;

/** The phone as a WhatsApp link (country code 55), or 'Não informado'. */
export function PhoneLink({ phone }: { phone: string | null }) {
  if (!phone) return notInformed;
  return (
    <a
      className="text-teal-800 underline"
      href={whatsappUrl(phone)}
      target="_blank"
      rel="noreferrer"
    >
      {maskPhone(phone)} (WhatsApp)
    </a>
  );
}

/** 'Telefone' and 'E-mail' of the other side, each falling back to 'Não informado'. */
export function ContactLines({ phone, email }: { phone: string | null; email: string | null }) {
  return (
    <>
      <p>
        Telefone: <PhoneLink phone={phone} />
      </p>
      <p>
        E-mail:{" "}
        {email ? (
          <a className="text-teal-800 underline" href={`mailto:${email}`}>
            {email}
          </a>
        ) : (
          notInformed
        )}
      </p>
    </>
  );
}
