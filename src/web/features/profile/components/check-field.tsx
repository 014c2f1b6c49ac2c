import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/input";

interface CheckFieldProps {
  id: string;
  label: string;
  /** What ticking it does, read with the box by screen readers. */
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label and a short explanation under it. */
export function CheckField({ id, label, hint, checked, disabled, onChange }: CheckFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onCheckedChange={(next) => onChange(next === true)}
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id} className={disabled ? "text-slate-600" : undefined}>
          {label}
        </Label>
        {hint ? (
          <p id={hintId} className="text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
