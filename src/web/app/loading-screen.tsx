/** Shown while the current user or a role's screens are loading. */
export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-slate-700">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-teal-200 border-t-teal-700"
      />
      Carregando...
    </div>
  );
}
