import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { cn } from "@web/lib/cn";
import type { ReactNode } from "react";

interface Props {
  title: string;
  description: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Width of the dialog (default max-w-xl). */
  className?: string;
  children: ReactNode;
}

/** The agenda's dialogs: title, description (their accessible name and description), body. */
export function FramedDialog({
  title,
  description,
  open,
  onOpenChange,
  className,
  children,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn("max-w-xl", className)}>
        <DialogHeader className="pr-6">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
