import type { CurrentUser } from "@domain/contracts/auth";
import { Button } from "@web/components/ui/button";
import { TooltipProvider } from "@web/components/ui/tooltip";
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import type { ReactNode } from "react";
import { BottomNav } from "./bottom-nav";
import { Brand } from "./brand";
import { SiteFooterOutlet } from "./footer-slot";
import type { NavItem } from "./nav-items";
import { ProfileBanner } from "./profile-banner";
import { ScreenErrorBoundary } from "./screen-error-boundary";
import { BOTTOM_BAR_CLEARANCE } from "./shell-frame";
import { SIDEBAR_ID, Sidebar } from "./sidebar";
import { TopNav } from "./top-nav";
import { useSidebarCollapsed } from "./use-sidebar-collapsed";
import { type MenuLink, UserMenu } from "./user-menu";

export interface AppShellProps {
  user: CurrentUser;
  menuLinks: readonly MenuLink[];
  /** Mobile bottom bar (below md). */
  bottomItems: readonly NavItem[];
  /** Desktop navigation: a collapsible sidebar or links in the top bar. */
  desktopNav: { kind: "sidebar" | "top"; items: readonly NavItem[] };
  /** Buttons of the top bar before the user menu (the notification bell, given by the layout). */
  topBarActions?: ReactNode;
  children: ReactNode;
}

/** The signed-in frame shared by the three role layouts. */
export function AppShell({
  user,
  menuLinks,
  bottomItems,
  desktopNav,
  topBarActions,
  children,
}: AppShellProps) {
  const { collapsed, toggle } = useSidebarCollapsed();
  const withSidebar = desktopNav.kind === "sidebar";
  return (
    <TooltipProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#conteudo"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-teal-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:ring-2 focus:ring-teal-600"
        >
          Pular para o conteúdo
        </a>
        <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
          <div className="flex h-16 items-center gap-2 px-4 md:gap-4 md:px-5">
            {withSidebar ? (
              <Button
                variant="ghost"
                size="icon"
                className="hidden md:inline-flex [&_svg]:size-5"
                onClick={toggle}
                aria-controls={SIDEBAR_ID}
                aria-expanded={!collapsed}
                aria-label={collapsed ? "Expandir menu lateral" : "Recolher menu lateral"}
              >
                {collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
              </Button>
            ) : null}
            <Brand />
            {withSidebar ? null : (
              <div className="ml-6">
                <TopNav items={desktopNav.items} />
              </div>
            )}
            <div className="ml-auto flex items-center gap-1 md:gap-2">
              {topBarActions}
              <UserMenu user={user} links={menuLinks} />
            </div>
          </div>
        </header>
        <div className="flex flex-1">
          {withSidebar ? <Sidebar items={desktopNav.items} collapsed={collapsed} /> : null}
          <main
            id="conteudo"
            tabIndex={-1}
            className={`min-w-0 flex-1 px-4 pt-6 focus:outline-none sm:px-6 md:px-8 md:pt-8 ${BOTTOM_BAR_CLEARANCE}`}
          >
            <div className="mx-auto w-full max-w-6xl">
              <ProfileBanner user={user} />
              <ScreenErrorBoundary>{children}</ScreenErrorBoundary>
            </div>
            {/* Inside main: its bottom padding keeps the footer clear of the phone's bar. */}
            <div className="mx-auto mt-12 w-full max-w-6xl">
              <SiteFooterOutlet />
            </div>
          </main>
        </div>
        <BottomNav items={bottomItems} />
      </div>
    </TooltipProvider>
  );
}
