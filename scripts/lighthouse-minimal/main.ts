/** The smallest React 19 page: what this machine's CPU allows, for `npm run lighthouse`. */
import { createElement, StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";

function Counter() {
  const [count, setCount] = useState(0);
  return createElement(
    "main",
    null,
    createElement("h1", null, "Vite + React"),
    createElement(
      "button",
      { type: "button", onClick: () => setCount(count + 1) },
      `count is ${count}`,
    ),
  );
}

createRoot(document.getElementById("root") as HTMLElement).render(
  createElement(StrictMode, null, createElement(Counter)),
);
