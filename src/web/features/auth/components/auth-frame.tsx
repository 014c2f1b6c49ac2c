import { Brand } from "@web/components/layout/brand";
import { SiteFooterOutlet } from "@web/components/layout/footer-slot";
import { cn } from "@web/lib/cn";
import type { ReactNode } from "react";

/** The signed-out pages' frame: brand on top, one centred column, calm teal backdrop. */
export function AuthFrame({
  children,
  wide = false,
  headerAction,
}: {
  children: ReactNode;
  wide?: boolean;
  headerAction?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-teal-50 via-slate-50 to-slate-50">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <Brand />
        {headerAction}
      </header>
      <main
        className={cn(
          "mx-auto flex w-full flex-1 flex-col px-4 pt-4 pb-16 sm:px-6 sm:pt-8",
          wide ? "max-w-4xl" : "max-w-md",
        )}
      >
        {children}
      </main>
      <SiteFooterOutlet />
    </div>
  );
}
