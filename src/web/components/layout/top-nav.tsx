import { cn } from "@web/lib/cn";
import { Link, useLocation } from "wouter";
import { isActive, type NavItem } from "./nav-items";

/** Links in the top bar on desktop (the professional layout's top nav). */
export function TopNav({ items }: { items: readonly NavItem[] }) {
  const [location] = useLocation();
  return (
    <nav aria-label="Navegação principal" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {items.map((item) => {
          const active = isActive(item, location);
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600",
                  active
                    ? "bg-teal-50 text-teal-900"
                    : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={cn("size-4", active ? "text-teal-700" : "text-slate-500")}
                />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
