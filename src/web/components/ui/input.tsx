import { cn } from "@web/lib/cn";
import type { ComponentProps } from "react";

const field =
  "flex w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-600";

export const Input = ({ className, ...props }: ComponentProps<"input">) => (
  <input className={cn(field, "h-10", className)} {...props} />
);
export const Textarea = ({ className, ...props }: ComponentProps<"textarea">) => (
  <textarea className={cn(field, "min-h-20", className)} {...props} />
);
export const Label = ({ className, ...props }: ComponentProps<"label">) => (
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control
  <label className={cn("text-sm font-medium text-slate-900", className)} {...props} />
);
/** A field's validation message, announced to screen readers. */
export const FieldError = ({ id, message }: { id?: string; message?: string }) =>
  message ? (
    <p id={id} role="alert" className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
