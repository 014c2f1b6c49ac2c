import { Button } from "@web/components/ui/button";
import { RotateCw, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { ErrorBoundary } from "../error-boundary";

/**
 * Around the screen inside the signed-in layout (decision 0177): a screen that fails leaves the
 * top bar and the navigation in place and offers 'Tentar novamente'; leaving the screen clears it.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={(retry) => <ScreenError onRetry={retry} />}>{children}</ErrorBoundary>
  );
}

function ScreenError({ onRetry }: { onRetry: () => void }) {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center py-12 text-center sm:py-20"
    >
      <TriangleAlert aria-hidden="true" className="size-10 text-amber-600" />
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">
        Não foi possível mostrar esta tela
      </h1>
      <p className="mt-2 text-slate-700">
        Ocorreu um erro inesperado. Tente novamente ou escolha outra opção no menu.
      </p>
      <Button type="button" size="lg" className="mt-8" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Tentar novamente
      </Button>
    </section>
  );
}
