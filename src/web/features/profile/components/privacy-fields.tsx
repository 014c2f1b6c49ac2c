import type { OwnProfessionalProfile } from "@domain/contracts/auth";
import type { PrivacySettingsRequest } from "@domain/contracts/professional-profile";
import { CheckField } from "./check-field";

/** The database's defaults, for a professional who has no profile row yet. */
const DEFAULT_PRIVACY: PrivacySettingsRequest = {
  showContact: true,
  shareEmail: false,
  availableForNewPatients: true,
  searchEngineIndexing: true,
};

export function privacyOf(profile: OwnProfessionalProfile | null): PrivacySettingsRequest {
  if (!profile) return DEFAULT_PRIVACY;
  const { showContact, shareEmail, availableForNewPatients, searchEngineIndexing } = profile;
  return { showContact, shareEmail, availableForNewPatients, searchEngineIndexing };
}

interface Props {
  value: PrivacySettingsRequest;
  onChange: (value: PrivacySettingsRequest) => void;
}

/**
 * What clients see (docs/decisions/0094): 'Compartilhar celular' is showContact, which shows the
 * phone; the e-mail needs showContact and shareEmail, so its box waits for the phone's.
 */
export function PrivacyFields({ value, onChange }: Props) {
  const set = (change: Partial<PrivacySettingsRequest>) => onChange({ ...value, ...change });
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Privacidade</legend>
      <CheckField
        id="privacy-share-phone"
        label="Compartilhar celular"
        hint="Clientes veem seu celular, com link para o WhatsApp, no seu perfil e nos agendamentos."
        checked={value.showContact}
        onChange={(showContact) => set({ showContact })}
      />
      <CheckField
        id="privacy-share-email"
        label="Compartilhar e-mail"
        hint={
          value.showContact
            ? "Clientes veem também seu e-mail."
            : "Para mostrar seu e-mail, compartilhe também o celular."
        }
        checked={value.showContact && value.shareEmail}
        disabled={!value.showContact}
        onChange={(shareEmail) => set({ shareEmail })}
      />
      <CheckField
        id="privacy-new-patients"
        label="Aceitando novos pacientes"
        hint="Desmarcado, só clientes que já foram atendidos por você podem pedir novos agendamentos."
        checked={value.availableForNewPatients}
        onChange={(availableForNewPatients) => set({ availableForNewPatients })}
      />
      <CheckField
        id="privacy-search-engines"
        label="Aparecer em buscadores"
        hint="Seu perfil público pode aparecer no Google e em outros buscadores. Desmarcado, ele continua no Acolher, mas os buscadores são avisados para não listá-lo."
        checked={value.searchEngineIndexing ?? true}
        onChange={(searchEngineIndexing) => set({ searchEngineIndexing })}
      />
    </fieldset>
  );
}
