import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { FooterSlot } from "@web/components/layout/footer-slot";
import { SiteFooter } from "@web/features/privacy/components/site-footer";
import { lazyScreen } from "@web/lib/lazy-screen";
import { type ReactNode, Suspense, useState } from "react";
import { bootQueryClient } from "./boot";
import { AppErrorBoundary } from "./error-boundary";
import { AppRouter } from "./router";

/**
 * Radix's toasts arrive just after the first screen (decision 0130): `toast()` keeps what is
 * asked before then in its store, and the toaster shows it once loaded.
 */
const Toaster = lazyScreen(() =>
  import("@web/components/ui/toaster").then((m) => ({ default: m.Toaster })),
);

/** Everything a screen needs around it; tests wrap what they render in it too. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <FooterSlot value={<SiteFooter />}>{children}</FooterSlot>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}

export function App() {
  const [queryClient] = useState(bootQueryClient);
  return (
    <AppProviders client={queryClient}>
      <AppErrorBoundary>
        <AppRouter />
      </AppErrorBoundary>
    </AppProviders>
  );
}
