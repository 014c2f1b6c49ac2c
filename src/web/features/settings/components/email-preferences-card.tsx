import { type EmailPreference, SETTINGS_MESSAGES } from "@domain/contracts/settings";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { Switch } from "@web/components/ui/switch";
import { useEmailPreferences, useUpdateEmailPreferences } from "../api/email-preferences";
import { SettingsTitle } from "./settings-title";

/**
 * 'E-mails': one switch per category. Required ones are shown on and disabled, with why; an
 * optional one saves as soon as it is switched (the in-app notification is written either way).
 */
export function EmailPreferencesCard() {
  const preferences = useEmailPreferences();
  return (
    <Card>
      <CardHeader>
        <SettingsTitle>E-mails</SettingsTitle>
        <CardDescription>
          Escolha quais e-mails quer receber. As notificações no Acolher continuam chegando.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <p className="text-sm text-slate-700">Carregando...</p>
        ) : preferences.isError ? (
          <p className="text-sm text-slate-700">Não foi possível carregar suas escolhas.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {preferences.data.map((preference) => (
              <PreferenceRow key={preference.category} preference={preference} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PreferenceRow({ preference }: { preference: EmailPreference }) {
  const update = useUpdateEmailPreferences();
  const id = `email-${preference.category}`;
  const pending = update.isPending ? update.variables[preference.category] : undefined;
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="space-y-0.5">
        <label htmlFor={id} className="font-medium text-slate-900">
          {preference.label}
        </label>
        <p id={`${id}-descricao`} className="text-sm text-slate-700">
          {preference.description}
          {preference.required && (
            <span className="mt-0.5 block font-medium text-slate-800">
              {SETTINGS_MESSAGES.requiredExplanation}
            </span>
          )}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-descricao`}
        checked={pending ?? preference.enabled}
        disabled={preference.required || update.isPending}
        onCheckedChange={(on) => update.mutate({ [preference.category]: on })}
      />
    </li>
  );
}
