import { cn } from "@web/lib/cn";
import type { ComponentProps } from "react";

export const Card = ({ className, ...props }: ComponentProps<"div">) => (
  <div
    className={cn(
      "rounded-lg border border-slate-200 bg-white text-slate-900 shadow-sm",
      className,
    )}
    {...props}
  />
);
export const CardHeader = ({ className, ...props }: ComponentProps<"div">) => (
  <div className={cn("flex flex-col space-y-1.5 p-6", className)} {...props} />
);
export const CardTitle = ({ className, ...props }: ComponentProps<"h3">) => (
  <h3 className={cn("text-lg font-semibold leading-tight", className)} {...props} />
);
export const CardDescription = ({ className, ...props }: ComponentProps<"p">) => (
  <p className={cn("text-sm text-slate-600", className)} {...props} />
);
export const CardContent = ({ className, ...props }: ComponentProps<"div">) => (
  <div className={cn("p-6 pt-0", className)} {...props} />
);
