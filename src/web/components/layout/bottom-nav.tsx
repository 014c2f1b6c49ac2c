import { cn } from "@web/lib/cn";
import { Link, useLocation } from "wouter";
import { isActive, type NavItem } from "./nav-items";

/** Mobile navigation (below md), fixed to the bottom of the screen. */
export function BottomNav({ items }: { items: readonly NavItem[] }) {
  const [location] = useLocation();
  return (
    <nav
      aria-label="Navegação principal"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-1px_8px_rgba(15,23,42,0.06)] md:hidden"
    >
      <ul
        className="mx-auto grid max-w-lg"
        style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
      >
        {items.map((item) => {
          const active = isActive(item, location);
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex min-h-16 flex-col items-center justify-center gap-1 px-1 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-inset",
                  active ? "text-teal-900" : "text-slate-700",
                )}
              >
                <span
                  className={cn(
                    "flex h-7 w-12 items-center justify-center rounded-full transition-colors",
                    active && "bg-teal-100",
                  )}
                >
                  <Icon
                    aria-hidden="true"
                    className={cn("size-5", active ? "text-teal-800" : "text-slate-500")}
                  />
                </span>
                {/* 11 px and tight: 'Agendamentos' fits a quarter of a 360 px phone. */}
                <span className="max-w-full truncate text-[0.6875rem] tracking-tight">
                  {item.label}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
