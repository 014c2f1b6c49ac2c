import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { Toaster } from "@web/components/ui/toaster";
import { createQueryClient } from "@web/lib/query-client";
import type { ReactNode } from "react";

/**
 * Renders with the app's query client, seeded with read data (query key → answer), and the
 * toaster, so a test sees what the user would.
 */
export function renderWithData(ui: ReactNode, seed: [readonly unknown[], unknown][] = []) {
  const queryClient = createQueryClient();
  for (const [key, data] of seed) queryClient.setQueryData(key, data);
  const result = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
