import { Tooltip, TooltipContent, TooltipTrigger } from "@web/components/ui/tooltip";
import { cn } from "@web/lib/cn";
import { Link, useLocation } from "wouter";
import { isActive, type NavItem } from "./nav-items";

export const SIDEBAR_ID = "menu-lateral";

/** Desktop navigation: w-64 with labels, or w-16 icons only with tooltips (SPEC §9). */
export function Sidebar({ items, collapsed }: { items: readonly NavItem[]; collapsed: boolean }) {
  const [location] = useLocation();
  return (
    <nav
      id={SIDEBAR_ID}
      aria-label="Navegação principal"
      data-state={collapsed ? "collapsed" : "expanded"}
      className={cn(
        "sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 overflow-y-auto border-r border-slate-200 bg-white transition-[width] duration-200 md:block",
        collapsed ? "w-16" : "w-64",
      )}
    >
      <ul className={cn("flex flex-col gap-1 py-4", collapsed ? "px-2" : "px-3")}>
        {items.map((item) => (
          <li key={item.href}>
            <SidebarLink item={item} active={isActive(item, location)} collapsed={collapsed} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SidebarLink({
  item,
  active,
  collapsed,
}: {
  item: NavItem;
  active: boolean;
  collapsed: boolean;
}) {
  const Icon = item.icon;
  const link = (
    <Link
      href={item.href}
      aria-current={active ? "page" : undefined}
      className={cn(
        "flex h-11 items-center gap-3 rounded-lg text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600",
        collapsed ? "justify-center" : "px-3",
        active
          ? "bg-teal-50 text-teal-900"
          : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn("size-5 shrink-0", active ? "text-teal-700" : "text-slate-500")}
      />
      <span className={collapsed ? "sr-only" : "truncate"}>{item.label}</span>
    </Link>
  );
  if (!collapsed) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{item.label}</TooltipContent>
    </Tooltip>
  );
}
