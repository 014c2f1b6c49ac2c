import type { BadgeTone } from "@domain/text";
import { cn } from "@web/lib/cn";
import type { ComponentProps } from "react";

const TONES: Record<BadgeTone | "teal" | "outline" | "orange" | "blue", string> = {
  green: "bg-green-100 text-green-900 border-green-200",
  yellow: "bg-yellow-100 text-yellow-900 border-yellow-200",
  red: "bg-red-100 text-red-900 border-red-200",
  grey: "bg-slate-100 text-slate-800 border-slate-200",
  teal: "bg-teal-50 text-teal-900 border-teal-200",
  orange: "bg-orange-100 text-orange-900 border-orange-200",
  blue: "bg-blue-50 text-blue-900 border-blue-200",
  outline: "bg-white text-slate-800 border-slate-300",
};

export interface BadgeProps extends ComponentProps<"span"> {
  tone?: keyof typeof TONES;
}

export function Badge({ className, tone = "grey", ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium",
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
