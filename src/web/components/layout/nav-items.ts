import type { LucideIcon } from "lucide-react";

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Exact paths that show the same page, e.g. "/" and "/admin" for the admin dashboard. */
  alsoActiveOn?: readonly string[];
}

/** "/" matches only itself; any other item also matches the paths below it. */
export function isActive(item: NavItem, location: string): boolean {
  if (item.alsoActiveOn?.includes(location)) return true;
  if (item.href === "/") return location === "/";
  return location === item.href || location.startsWith(`${item.href}/`);
}
