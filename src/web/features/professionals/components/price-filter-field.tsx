import { PROFESSIONAL_MESSAGES } from "@domain/professionals";
import { Checkbox } from "@web/components/ui/checkbox";
import { Input, Label } from "@web/components/ui/input";

interface Props {
  enabled: boolean;
  minPrice: string;
  maxPrice: string;
  orderInvalid: boolean;
  onToggle: (enabled: boolean) => void;
  onChange: (change: { minPrice?: string; maxPrice?: string }) => void;
}

/** Optional price filter: a toggle, then min and max in reais; min may not exceed max. */
export function PriceFilterField({
  enabled,
  minPrice,
  maxPrice,
  orderInvalid,
  onToggle,
  onChange,
}: Props) {
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        <Checkbox
          id="search-price-toggle"
          checked={enabled}
          onCheckedChange={(checked) => onToggle(checked === true)}
        />
        <Label htmlFor="search-price-toggle" className="font-normal">
          Filtrar por preço
        </Label>
      </div>
      {enabled ? (
        <div className="grid grid-cols-2 gap-4">
          <div className="space-y-1">
            <Label htmlFor="search-min-price">Preço mínimo (R$)</Label>
            <Input
              id="search-min-price"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={minPrice}
              aria-invalid={orderInvalid}
              aria-describedby={orderInvalid ? "search-price-error" : undefined}
              onChange={(e) => onChange({ minPrice: e.target.value })}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="search-max-price">Preço máximo (R$)</Label>
            <Input
              id="search-max-price"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={maxPrice}
              aria-invalid={orderInvalid}
              onChange={(e) => onChange({ maxPrice: e.target.value })}
            />
          </div>
          {orderInvalid ? (
            <p id="search-price-error" role="alert" className="col-span-2 text-sm text-red-700">
              {PROFESSIONAL_MESSAGES.minAboveMax}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
