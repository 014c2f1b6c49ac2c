import { ErrorBoundary } from "@web/components/error-boundary";
import { buttonVariants } from "@web/components/ui/button-variants";
import { reloadPage } from "@web/lib/browser";
import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The last resort for a render error outside a signed-in screen (a screen inside a role's
 * layout has its own boundary, decision 0177): never a white page. Going to another address
 * (the browser's back button) shows that page again.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={() => <ErrorScreen />}>{children}</ErrorBoundary>;
}

function ErrorScreen() {
  return (
    <main
      role="alert"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-4 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-12 text-amber-600" />
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">Algo deu errado</h1>
      <p className="mt-2 text-slate-700">
        Ocorreu um erro inesperado. Recarregue a página para continuar.
      </p>
      <button
        type="button"
        className={buttonVariants({ size: "lg", className: "mt-8" })}
        onClick={reloadPage}
      >
        Recarregar
      </button>
    </main>
  );
}
