import { TOOLTIP_DELAY_MS } from "@domain/constants";
import { cn } from "@web/lib/cn";
import { Tooltip as Primitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";

/** Wraps the signed-in screens (AppShell): tooltips appear after 700 ms (SPEC §9). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <Primitive.Provider delayDuration={TOOLTIP_DELAY_MS}>{children}</Primitive.Provider>;
}

export const Tooltip = Primitive.Root;
export const TooltipTrigger = Primitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        className={cn(
          "z-50 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md",
          className,
        )}
        {...props}
      />
    </Primitive.Portal>
  );
}
