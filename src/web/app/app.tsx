import { TOOLTIP_DELAY_MS } from "@domain/constants";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@web/components/ui/toaster";
import { createQueryClient } from "@web/lib/query-client";
import { Tooltip } from "radix-ui";
import { useState } from "react";
import { AppRouter } from "./router";

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
        <AppRouter />
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
