import { buttonVariants } from "@web/components/ui/button-variants";
import { reloadPage } from "@web/lib/browser";
import { TriangleAlert } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";

interface State {
  failed: boolean;
}

/** The last resort for a render error or a screen that could not load: never a white page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Erro inesperado na tela", error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
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
