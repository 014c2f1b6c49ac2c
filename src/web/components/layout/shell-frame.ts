/**
 * What the signed-in frame (AppShell) and the frame drawn while it loads (the app's
 * LoadingScreen) share, kept apart from both so the first download carries only this.
 */

export const SIDEBAR_STORAGE_KEY = "acolher.sidebar";

/** Whether this browser keeps the sidebar collapsed (SPEC §4). */
export function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_STORAGE_KEY) === "collapsed";
  } catch {
    return false;
  }
}

/**
 * The room a phone leaves under a screen's content: the bottom bar (4rem links and a 1px
 * border), the system's own bar below it (the safe-area inset: the iPhone's home indicator,
 * Android's buttons when Chrome draws edge to edge) and 1.5rem, the top's padding. Desktop has
 * no bottom bar (issue 29, item 9; decision 0384).
 */
export const BOTTOM_BAR_CLEARANCE = "pb-[calc(5.5rem+1px+env(safe-area-inset-bottom))] md:pb-12";
