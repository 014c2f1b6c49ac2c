import type { Role } from "@domain/constants";
import { BrandMark } from "@web/components/layout/brand";
import { ScreenSkeleton } from "@web/components/layout/screen-skeleton";
import { BOTTOM_BAR_CLEARANCE, readCollapsed } from "@web/components/layout/shell-frame";
import { readAreaHint } from "@web/lib/area-hint";

const CIRCLE = "size-9 animate-pulse rounded-full bg-slate-200";

/**
 * Shown while the current user, the signed-in app or a role's area loads: the signed-in frame
 * (top bar, the role's sidebar or top links, the phone's bottom bar) around the screen's
 * skeleton, in the places AppShell will put them, so nothing jumps when they arrive (issue 29,
 * item 9; decision 0384). The role is the user's, else the one this browser used last (0360);
 * without one (a visitor, the privacy notice, a reset link) only the screen's skeleton.
 */
export function LoadingScreen({ area = remembered() }: { area?: Role | null }) {
  if (!area) {
    return (
      <div className="mx-auto min-h-dvh w-full max-w-3xl px-4 py-10">
        <ScreenSkeleton />
      </div>
    );
  }
  const sidebar = area !== "professional";
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="border-b border-slate-200 bg-white">
        <div className="flex h-16 items-center gap-2 px-4 md:gap-4 md:px-5">
          {sidebar ? <span className={`${CIRCLE} hidden md:block`} /> : null}
          <span className="flex items-center gap-2.5 text-lg font-semibold tracking-tight text-slate-900">
            <BrandMark />
            Acolher
          </span>
          {sidebar ? null : (
            <span className="ml-6 hidden h-5 w-80 rounded-md bg-slate-200 md:block" />
          )}
          <span className={`${CIRCLE} ml-auto`} />
          <span className={CIRCLE} />
        </div>
      </div>
      <div className="flex flex-1">
        {sidebar ? (
          <div
            className={`hidden border-r border-slate-200 bg-white md:block ${readCollapsed() ? "w-16" : "w-64"}`}
          />
        ) : null}
        <div className={`min-w-0 flex-1 px-4 pt-6 sm:px-6 md:px-8 md:pt-8 ${BOTTOM_BAR_CLEARANCE}`}>
          <div className="mx-auto w-full max-w-6xl">
            <ScreenSkeleton />
          </div>
        </div>
      </div>
      <div className="fixed inset-x-0 bottom-0 min-h-16 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden" />
    </div>
  );
}

/** The server renders some of these screens too: no cookies there (0351). */
const remembered = () => (typeof document === "undefined" ? null : readAreaHint());
