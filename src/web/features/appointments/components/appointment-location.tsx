import type { ServiceType } from "@domain/constants";
import type { Appointment } from "@domain/contracts/appointments";
import { officeCityText } from "@domain/places";

/**
 * SPEC §2 "Location by service type". The spec's other spellings ('consulta online', 'casa do
 * cliente') cannot occur here: the service type is an enum from booking to the database.
 */
const TITLE: Record<ServiceType, string> = {
  online: "Atendimento Online",
  domiciliar: "Atendimento Domiciliar",
  presencial: "Consultório do Profissional",
};

/** The address lines, or the fall-back text when the address itself is blank. */
function Address({ lines, missing }: { lines: (string | null)[]; missing: string }) {
  const [address, ...rest] = lines.map((l) => l?.trim());
  if (!address) return <p className="text-slate-700">{missing}</p>;
  return (
    <>
      {[address, ...rest].filter(Boolean).map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions (address, city, complement)
        <p key={i}>{line}</p>
      ))}
    </>
  );
}

/** The online hint speaks to the reader: the client waits for a link, the professional sends it. */
const ONLINE_HINT = {
  client: "Entre em contato com o profissional para receber o link da consulta.",
  professional: "Combine com o cliente o envio do link da consulta.",
} as const;

interface AppointmentLocationProps {
  appointment: Appointment;
  viewer?: keyof typeof ONLINE_HINT;
}

/** Where the appointment happens, by service type, with the spec's fall-back texts. */
export function AppointmentLocation({
  appointment: a,
  viewer = "client",
}: AppointmentLocationProps) {
  const office = a.professional.professionalProfile;
  return (
    <div className="grid gap-0.5 text-sm">
      <p className="font-medium">{TITLE[a.serviceType]}</p>
      {a.serviceType === "online" ? (
        <p className="text-slate-700">{ONLINE_HINT[viewer]}</p>
      ) : a.serviceType === "domiciliar" ? (
        <Address
          lines={[a.clientAddress, a.addressComplement]}
          missing="Endereço do cliente não informado"
        />
      ) : (
        <Address
          lines={[
            office.officeAddress,
            officeCityText(office.officeCity, office.officeState),
            office.officeComplement,
          ]}
          missing="Endereço do consultório não informado"
        />
      )}
    </div>
  );
}
