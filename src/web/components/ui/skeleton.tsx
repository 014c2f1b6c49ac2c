import { cn } from "@web/lib/cn";
import type { ComponentProps } from "react";

export const Skeleton = ({ className, ...props }: ComponentProps<"div">) => (
  <div
    aria-hidden="true"
    className={cn("animate-pulse rounded-md bg-slate-200", className)}
    {...props}
  />
);
