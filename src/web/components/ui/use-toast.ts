import { TOAST_DURATION_MS, TOAST_LIMIT } from "@domain/constants";
import { useSyncExternalStore } from "react";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Shows a notification; one is visible at a time, the newest replacing the last (SPEC §9). */
export function toast(input: ToastInput): number {
  const id = nextId++;
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, 300);
}

/** Forgets every notification, as a new page load does (the web tests' files, decision 0371). */
export function forgetToasts(): void {
  toasts = [];
  emit();
}

export const TOAST_DURATION = TOAST_DURATION_MS;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast() {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return { toasts: items, toast, dismiss: dismissToast };
}
