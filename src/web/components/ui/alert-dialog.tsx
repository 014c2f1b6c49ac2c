import { cn } from "@web/lib/cn";
import { AlertDialog as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { buttonVariants } from "./button";

export const AlertDialog = Primitive.Root;
export const AlertDialogTrigger = Primitive.Trigger;

export function AlertDialogContent({
  className,
  ...props
}: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <Primitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-white p-6 shadow-lg",
          className,
        )}
        {...props}
      />
    </Primitive.Portal>
  );
}
export const AlertDialogTitle = ({
  className,
  ...props
}: ComponentProps<typeof Primitive.Title>) => (
  <Primitive.Title className={cn("text-lg font-semibold", className)} {...props} />
);
export const AlertDialogDescription = ({
  className,
  ...props
}: ComponentProps<typeof Primitive.Description>) => (
  <Primitive.Description className={cn("text-sm text-slate-600", className)} {...props} />
);
export const AlertDialogFooter = ({ className, ...props }: ComponentProps<"div">) => (
  <div
    className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
    {...props}
  />
);
export const AlertDialogCancel = ({
  className,
  ...props
}: ComponentProps<typeof Primitive.Cancel>) => (
  <Primitive.Cancel className={cn(buttonVariants({ variant: "outline" }), className)} {...props} />
);
export const AlertDialogAction = ({
  className,
  ...props
}: ComponentProps<typeof Primitive.Action>) => (
  <Primitive.Action
    className={cn(buttonVariants({ variant: "destructive" }), className)}
    {...props}
  />
);
