import { SERVICE_OPTIONS, type ServiceOption } from "@domain/constants";
import { SERVICE_OPTION_LABEL } from "@domain/text";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/input";

interface Props {
  value: readonly ServiceOption[];
  onToggle: (option: ServiceOption, checked: boolean) => void;
}

/** Online, Local Próprio, Domiciliar as checkboxes (none ticked: any). */
export function ServiceOptionsField({ value, onToggle }: Props) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">Tipo de atendimento</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2 pt-1">
        {SERVICE_OPTIONS.map((option) => (
          <div key={option} className="flex items-center gap-2">
            <Checkbox
              id={`service-option-${option}`}
              checked={value.includes(option)}
              onCheckedChange={(checked) => onToggle(option, checked === true)}
            />
            <Label htmlFor={`service-option-${option}`} className="font-normal">
              {SERVICE_OPTION_LABEL[option]}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
