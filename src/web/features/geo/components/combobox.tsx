import { placeKey } from "@domain/places";
import { Label } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import { useHydrated } from "@web/lib/use-hydrated";
import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useEffect, useMemo, useState } from "react";
import { filterNames } from "../lib/names";

/** Enough to scan; 5,570 cities are narrowed by typing, not by scrolling. */
export const MAX_SHOWN_OPTIONS = 50;

export interface ComboboxProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  emptyText: string;
  /**
   * Free text (bairros, decision 0332): leaving the box keeps what was typed, tidied, when it
   * matches no option; otherwise the value goes back to the last one chosen.
   */
  freeText?: boolean;
  /** What is being typed, for options that depend on it (bairro suggestions). */
  onQueryChange?: (query: string) => void;
}

/** A text box that filters a long list as you type (WAI-ARIA combobox with a listbox popup). */
export function Combobox(props: ComboboxProps) {
  const {
    id,
    label,
    value,
    onChange,
    options,
    placeholder,
    disabled: disabledByForm,
    invalid,
    describedBy,
  } = props;
  // Typed into before React holds a server-rendered page, the list would never open: disabled
  // until then, as every code-only control (decision 0416).
  const hydrated = useHydrated();
  const disabled = disabledByForm || !hydrated;
  const listId = `${id}-listbox`;
  const labelId = `${id}-label`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState(value);
  const [typed, setTyped] = useState(false);
  const [active, setActive] = useState(0);
  const folded = useMemo(() => options.map(placeKey), [options]);
  const matches = useMemo(
    () => filterNames(options, folded, typed ? query : ""),
    [options, folded, typed, query],
  );
  const shown = matches.slice(0, MAX_SHOWN_OPTIONS);
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    if (!open) setQuery(value);
  }, [value, open]);
  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
  });

  const openList = () => {
    if (disabled || open) return;
    setTyped(false);
    setActive(Math.max(0, options.slice(0, MAX_SHOWN_OPTIONS).indexOf(value)));
    setOpen(true);
  };
  const select = (option: string) => {
    onChange(option);
    setQuery(option);
    setOpen(false);
  };
  /**
   * Leaving the box keeps an exact match, clears on empty text, keeps free text where allowed,
   * otherwise restores the value.
   */
  const commit = () => {
    const exact = options[folded.indexOf(placeKey(query))];
    const tidy = query.replace(/\s+/g, " ").trim();
    if (exact !== undefined) {
      if (exact !== value) onChange(exact);
    } else if (tidy === "") {
      if (value !== "") onChange("");
    } else if (props.freeText) {
      if (tidy !== value) onChange(tidy);
      setQuery(tidy);
    } else setQuery(value);
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!open) return openList();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => Math.min(Math.max(a + step, 0), Math.max(shown.length - 1, 0)));
    } else if (e.key === "Enter" && open) {
      e.preventDefault();
      const option = shown[active];
      if (option !== undefined) select(option);
      else if (props.freeText) commit();
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      e.stopPropagation();
      setQuery(value);
      setOpen(false);
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id} id={labelId}>
        {label}
      </Label>
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && shown[active] !== undefined ? optionId(active) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          disabled={disabled}
          placeholder={placeholder}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            props.onQueryChange?.(e.target.value);
            setTyped(true);
            setActive(0);
            setOpen(true);
          }}
          onClick={openList}
          onKeyDown={onKeyDown}
          onBlur={commit}
          className="flex h-10 w-full rounded-md border border-slate-300 bg-white py-2 pr-9 pl-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-600"
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={`Mostrar opções de ${label}`}
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            document.getElementById(id)?.focus();
            if (open) setOpen(false);
            else openList();
          }}
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-slate-600 disabled:opacity-50"
        >
          <ChevronDown className="size-4" aria-hidden />
        </button>
        <div
          hidden={!open}
          className="absolute z-30 mt-1 w-full overflow-hidden rounded-md border border-slate-200 bg-white shadow-md"
        >
          <div
            id={listId}
            role="listbox"
            aria-labelledby={labelId}
            className="max-h-60 overflow-auto p-1"
          >
            {shown.map((option, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys stay on the input (aria-activedescendant)
              <div
                key={option}
                tabIndex={-1}
                id={optionId(i)}
                role="option"
                aria-selected={option === value}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => select(option)}
                onMouseMove={() => setActive(i)}
                className={cn(
                  "cursor-pointer rounded-sm px-3 py-1.5 text-sm text-slate-900",
                  i === active && "bg-teal-50",
                  option === value && "font-semibold",
                )}
              >
                {option}
              </div>
            ))}
          </div>
          {shown.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-700">
              {props.freeText && query.trim() ? `Usar "${query.trim()}"` : props.emptyText}
            </p>
          ) : matches.length > shown.length ? (
            <p className="border-t px-3 py-2 text-xs text-slate-700">
              Mostrando {shown.length} de {matches.length}. Continue digitando para refinar.
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
