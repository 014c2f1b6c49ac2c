import { cn } from "@web/lib/cn";
import { Tabs as Primitive } from "radix-ui";
import type { ComponentProps } from "react";

export const Tabs = Primitive.Root;
export const TabsList = ({ className, ...props }: ComponentProps<typeof Primitive.List>) => (
  <Primitive.List
    className={cn(
      "inline-flex h-10 items-center rounded-md bg-slate-100 p-1 text-slate-700",
      className,
    )}
    {...props}
  />
);
export const TabsTrigger = ({ className, ...props }: ComponentProps<typeof Primitive.Trigger>) => (
  <Primitive.Trigger
    className={cn(
      "inline-flex items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-teal-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
      className,
    )}
    {...props}
  />
);
export const TabsContent = ({ className, ...props }: ComponentProps<typeof Primitive.Content>) => (
  <Primitive.Content className={cn("mt-4 focus-visible:outline-none", className)} {...props} />
);
