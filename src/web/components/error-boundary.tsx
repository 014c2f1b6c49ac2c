import { QueryErrorResetBoundary } from "@tanstack/react-query";
import { retryFailedScreens } from "@web/lib/lazy-screen";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useLocation } from "wouter";

interface BoundaryProps {
  /** A change (the location) clears a failure by itself. */
  resetKey: string;
  onReset: () => void;
  /** Shown instead of the children after a render error; `retry` renders them again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

class ResettableBoundary extends Component<BoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Erro inesperado na tela", error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps, previousState: State) {
    // Only a failure already shown: the render that moved to a failing screen keeps its message.
    const moved = previous.resetKey !== this.props.resetKey;
    if (this.state.failed && previousState.failed && moved) this.retry();
  }

  retry = () => {
    this.props.onReset();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/**
 * Catches a render error below it (or a screen whose code could not load) and shows `fallback`.
 * Its retry, and any change of location, render the children again: failed reads thrown to
 * the boundary are asked again (TanStack Query's reset) and failed code loads too.
 */
export function ErrorBoundary({
  fallback,
  children,
}: {
  fallback: BoundaryProps["fallback"];
  children: ReactNode;
}) {
  const [location] = useLocation();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ResettableBoundary
          resetKey={location}
          onReset={() => {
            reset();
            retryFailedScreens();
          }}
          fallback={fallback}
        >
          {children}
        </ResettableBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
