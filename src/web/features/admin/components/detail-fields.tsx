import type { ReactNode } from "react";

/** The label/value pairs of a detail dialog; an empty value reads 'Não informado'. */
export function DetailFields({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">{children}</dl>;
}

export function Field({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  /** Takes the whole row (a bio, an address). */
  wide?: boolean;
}) {
  const empty = children === null || children === undefined || children === "";
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{empty ? "Não informado" : children}</dd>
    </div>
  );
}
