import { SSR_STATE_ID } from "@domain/public-routes";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import "./styles.css";

const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page the server rendered is taken over as it is (decision 0351).
if (document.getElementById(SSR_STATE_ID)) hydrateRoot(root, app);
else createRoot(root).render(app);
