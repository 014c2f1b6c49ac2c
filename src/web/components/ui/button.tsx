import { cn } from "@web/lib/cn";
import { useHydrated } from "@web/lib/use-hydrated";
import type { VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { buttonVariants } from "./button-variants";

export { buttonVariants };

export interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

/**
 * A button whose click is code (an `onClick`, its own or a Radix trigger's) is disabled while
 * its page is still the server's HTML (decision 0416): on a rendered page the code comes after
 * the first paint, and a click before React holds the page would be lost without a sign. Links
 * (`asChild`) and a form's plain submit keep working without the code.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  disabled,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  const Comp = asChild ? Slot.Root : "button";
  const waitsForCode = !asChild && !!props.onClick && !hydrated;
  return (
    <Comp
      className={cn(buttonVariants({ variant, size, className }))}
      disabled={disabled || waitsForCode || undefined}
      {...props}
    />
  );
}
