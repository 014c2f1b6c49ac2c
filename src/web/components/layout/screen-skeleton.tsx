import { useLocation } from "wouter";

type Shape = "dashboard" | "calendar" | "list" | "form" | "profile" | "cards";

/** Which shape each address's screen has (the role areas' routes; listing pages: cards). */
const SHAPES: [RegExp, Shape][] = [
  [/^\/(admin(\/dashboard|\/reports)?)?$/, "dashboard"],
  [/^\/professional\/agenda$/, "calendar"],
  [/^\/(profile|settings|admin\/settings|entrar|criar-conta|register)$/, "form"],
  [
    /^\/(appointments|professional\/appointments|reviews|notificacoes|social|privacidade|admin\/\w+)$/,
    "list",
  ],
  [/^\/(profissional|professional)\/[^/]+$/, "profile"],
];

/** What stands under the heading: [how many, the grid's gaps and columns, each block's size]. */
const BLOCKS: Record<Shape, [number, string, string][]> = {
  dashboard: [
    [3, "gap-4 sm:grid-cols-3", "h-24"],
    [3, "gap-3", "h-20"],
  ],
  calendar: [
    [4, "grid-cols-2 gap-4 lg:grid-cols-4", "h-32"],
    [35, "grid-cols-7 gap-1", "h-12"],
  ],
  list: [[4, "gap-3", "h-24"]],
  form: [[2, "gap-6", "h-56"]],
  profile: [
    [1, "", "h-36"],
    [2, "gap-6 md:grid-cols-2", "h-44"],
  ],
  // The search's six cards (SPEC §9), the favourites and the listing pages.
  cards: [[6, "gap-4 sm:grid-cols-2 lg:grid-cols-3", "h-44"]],
};

export const screenShape = (path: string): Shape =>
  SHAPES.find(([pattern]) => pattern.test(path.replace(/(.)\/+$/, "$1")))?.[1] ?? "cards";

const BAR = "animate-pulse rounded-md bg-slate-200";

/**
 * A screen while its code loads (issue 29, item 9; decision 0384): its heading and the cards,
 * rows or calendar it will show, where it will show them, announced as loading (the journeys
 * wait for "Carregando…" statuses to go).
 */
export function ScreenSkeleton() {
  const [path] = useLocation();
  const shape = screenShape(path);
  return (
    <div role="status" aria-label="Carregando a página" data-shape={shape} className="space-y-6">
      <div className="space-y-2">
        <div className={`${BAR} h-8 w-56`} />
        <div className={`${BAR} h-4 w-72 max-w-full`} />
      </div>
      {BLOCKS[shape].map(([count, grid, size]) => (
        <div key={size} className={`grid ${grid}`}>
          {Array.from({ length: count }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike
            <div key={i} className={`${BAR} ${size}`} />
          ))}
        </div>
      ))}
    </div>
  );
}
