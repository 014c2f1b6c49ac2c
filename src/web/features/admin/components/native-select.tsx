import { cn } from "@web/lib/cn";
import type { ComponentProps } from "react";

/** The browser's own select, styled as the admin forms' fields (a short, fixed list). */
export const NativeSelect = ({ className, ...props }: ComponentProps<"select">) => (
  <select
    className={cn(
      "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 aria-[invalid=true]:border-red-600",
      className,
    )}
    {...props}
  />
);
