/**
 * React 19 has useSyncExternalStore; wouter's import of the React 17 shim is aliased here
 * (vite.config.ts) so the landing page does not carry the shim (decision 0130).
 */
export { useSyncExternalStore } from "react";
