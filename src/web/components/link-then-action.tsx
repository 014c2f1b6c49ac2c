import type { ComponentProps, MouseEvent } from "react";

/** A plain left click: a new tab or window (Ctrl, Cmd, Shift, middle button) stays a link. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface Props extends Omit<ComponentProps<"a">, "href" | "onClick"> {
  /** Where the control leads as a plain link: before the app runs, or in a new tab. */
  href: string;
  /** What a plain click does once the app runs (opens a dialog) instead of following the link. */
  onAction: () => void;
}

/**
 * A control of a server-rendered page that works before its JavaScript arrives (decision 0362):
 * a real link to where the action leads, which, once React holds the page, does the app's own
 * thing instead (the visitor's 'Agendar consulta' opens 'Entre para agendar', whose 'Entrar' is
 * that same link). A tap before hydration is never lost.
 */
export function LinkThenAction({ href, onAction, children, ...anchor }: Props) {
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onAction();
      }}
    >
      {children}
    </a>
  );
}
