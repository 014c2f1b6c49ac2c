import { cn } from "@web/lib/cn";
import { useHydrated } from "@web/lib/use-hydrated";
import { Check } from "lucide-react";
import { Checkbox as Primitive } from "radix-ui";
import type { ComponentProps } from "react";

export function Checkbox({ className, disabled, ...props }: ComponentProps<typeof Primitive.Root>) {
  // Code-only, as a Button with onClick: disabled while its page is the server's HTML
  // (decision 0416).
  const hydrated = useHydrated();
  return (
    <Primitive.Root
      disabled={disabled || !hydrated}
      className={cn(
        "peer size-4 shrink-0 rounded-sm border border-slate-500 focus-visible:ring-2 focus-visible:ring-teal-600 disabled:opacity-50 data-[state=checked]:border-teal-700 data-[state=checked]:bg-teal-700 data-[state=checked]:text-white",
        className,
      )}
      {...props}
    >
      <Primitive.Indicator className="flex items-center justify-center">
        <Check className="size-3.5" />
      </Primitive.Indicator>
    </Primitive.Root>
  );
}
