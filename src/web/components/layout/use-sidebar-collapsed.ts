import { useCallback, useEffect, useState } from "react";
import { readCollapsed, SIDEBAR_STORAGE_KEY } from "./shell-frame";

/** SPEC §4 "Sidebar: expanded or collapsed", remembered in this browser. */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  useEffect(() => {
    try {
      localStorage.setItem(SIDEBAR_STORAGE_KEY, collapsed ? "collapsed" : "expanded");
    } catch {
      // storage unavailable (private mode): the choice lasts for this visit only
    }
  }, [collapsed]);
  const toggle = useCallback(() => setCollapsed((value) => !value), []);
  return { collapsed, toggle };
}
