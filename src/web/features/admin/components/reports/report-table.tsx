import { cn } from "@web/lib/cn";
import type { ReactNode } from "react";

/**
 * A report's figures as a real table with its caption (decision 0405): what a screen reader
 * reads instead of the chart beside it. `hidden`: read only, not shown (the daily series).
 */
export function ReportTable({
  caption,
  head,
  rows,
  srOnly = false,
}: {
  caption: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
  srOnly?: boolean;
}) {
  return (
    <div className={cn(srOnly ? "sr-only" : "overflow-x-auto")}>
      <table className="w-full text-left text-sm text-slate-800">
        <caption className="mb-2 text-left text-sm font-medium text-slate-700">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            {head.map((label, i) => (
              <th
                key={label}
                scope="col"
                className={cn("py-1.5 pr-3 font-medium text-slate-700", i > 0 && "text-right")}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100 last:border-0">
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={row.key} scope="row" className="py-1.5 pr-3 font-normal">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are in a fixed order
                  <td key={i} className="py-1.5 pr-3 text-right tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
