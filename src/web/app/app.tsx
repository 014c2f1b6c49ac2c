import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@web/components/ui/toaster";
import { createQueryClient } from "@web/lib/query-client";
import { type ReactNode, useState } from "react";
import { AppErrorBoundary } from "./error-boundary";
import { AppRouter } from "./router";

/** Everything a screen needs around it; tests wrap what they render in it too. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders client={queryClient}>
      <AppErrorBoundary>
        <AppRouter />
      </AppErrorBoundary>
    </AppProviders>
  );
}
