/**
 * The server's entry for the public pages (decision 0351): the app's own router and pages,
 * rendered to HTML with the page's reads already in the query cache. Built by `vite build --ssr`
 * into dist/ssr; the server imports it and never the sources.
 */
import type { PublicPageData } from "@domain/public-pages";
import { dehydrate } from "@tanstack/react-query";
import { createQueryClient } from "@web/lib/query-client";
import { authKeys, professionalsKeys, reviewsKeys } from "@web/lib/query-keys";
import type { ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { Router } from "wouter";
import { AppProviders } from "./app/app";
import { AppErrorBoundary } from "./app/error-boundary";
import { AppRouter } from "./app/router";

/** The reads the page's components ask for, under the keys they ask with. */
function seed(url: string, data: PublicPageData) {
  const client = createQueryClient();
  const path = url.split("?")[0] ?? url;
  // The server renders for visitors only: signed-in browsers render themselves.
  client.setQueryData(authKeys.user(), null);
  client.setQueryData(professionalsKeys.page(path), data);
  if (data.kind === "profile") {
    client.setQueryData(professionalsKeys.detail(data.professional.id), data.professional);
    client.setQueryData(reviewsKeys.ofProfessional(data.professional.id), data.reviews);
  }
  return client;
}

/** Resolves once every lazy screen the element reaches has loaded (its output is dropped). */
function loadScreens(element: ReactNode): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      onAllReady: () => {
        stream.abort();
        resolve();
      },
      onShellError: reject,
    });
  });
}

/** A boundary left to the browser: a lazy screen had not loaded yet. */
const waiting = (html: string) => html.includes("<!--$?-->") || html.includes("<!--$!-->");

/**
 * The page's HTML in one synchronous pass, every Suspense boundary inline (no streaming
 * scripts, which the CSP would refuse). The first page of a kind loads its screens first.
 */
async function renderComplete(element: ReactNode): Promise<string> {
  let html = renderToString(element);
  for (let pass = 0; waiting(html) && pass < 3; pass++) {
    await loadScreens(element);
    html = renderToString(element);
  }
  return html;
}

export async function render(url: string, data: PublicPageData) {
  const client = seed(url, data);
  const [path = "/", search = ""] = url.split("?");
  const html = await renderComplete(
    <Router ssrPath={path} ssrSearch={search}>
      <AppProviders client={client}>
        <AppErrorBoundary>
          <AppRouter />
        </AppErrorBoundary>
      </AppProviders>
    </Router>,
  );
  return { html, state: dehydrate(client) };
}
