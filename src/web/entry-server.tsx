/**
 * The server's entry for the pages it renders (decisions 0351, 0366): the public pages, the
 * search and a client's view of a profile, with the app's own router and pages, rendered to
 * HTML with the page's reads already in the query cache. Built by `vite build --ssr`
 * into dist/ssr; the server imports it and never the sources.
 */
import type { CurrentUser } from "@domain/contracts/auth";
import type { SiteInfo } from "@domain/contracts/site";
import { type AppPageRead, PROFILE_PATH_PREFIX, type PublicPageData } from "@domain/public-pages";
import { dehydrate } from "@tanstack/react-query";
import {
  SERVICE_CONFIRMATIONS_PATH,
  serviceConfirmationsQueryOptions,
} from "@web/features/confirmations/api/get-service-confirmations";
import { countPath, searchCountQueryOptions } from "@web/features/professionals/api/count-search";
import {
  FAVOURITE_IDS_PATH,
  favouriteIdsQueryOptions,
} from "@web/features/professionals/api/get-favourite-ids";
import {
  PRICE_RANGE_PATH,
  priceRangeQueryOptions,
} from "@web/features/professionals/api/get-price-range";
import {
  professionalPath,
  professionalQueryOptions,
} from "@web/features/professionals/api/get-professional";
import {
  publicPagePath,
  publicPageQueryOptions,
} from "@web/features/professionals/api/get-public-page";
import {
  PUBLIC_STATS_PATH,
  publicStatsQueryOptions,
} from "@web/features/professionals/api/get-public-stats";
import {
  searchPath,
  searchProfessionalsQueryOptions,
} from "@web/features/professionals/api/search-professionals";
import { filtersFromParams, hasSearchParams } from "@web/features/professionals/lib/search-params";
import {
  professionalReviewsPath,
  professionalReviewsQueryOptions,
} from "@web/features/reviews/api/get-professional-reviews";
import { followPath, followQueryOptions } from "@web/features/social/api/follow";
import {
  professionalContentsPath,
  professionalContentsQueryOptions,
} from "@web/features/social/api/get-professional-contents";
import { createQueryClient } from "@web/lib/query-client";
import { authKeys, professionalsKeys, reviewsKeys, siteKeys } from "@web/lib/query-keys";
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
  if (data.kind === "app") {
    // The search, for a visitor or a signed-in client (decision 0366): the API's own answers.
    client.setQueryData(authKeys.user(), data.user);
    for (const read of data.reads) {
      client.setQueryData(
        read.key,
        read.infinite ? { pages: [read.data], pageParams: [undefined] } : read.data,
      );
    }
    return client;
  }
  // Profiles and listings are rendered for visitors: a signed-in browser renders them itself.
  client.setQueryData(authKeys.user(), null);
  client.setQueryData(professionalsKeys.page(path), data);
  if (data.kind === "profile") {
    client.setQueryData(professionalsKeys.detail(data.professional.id), data.professional);
    client.setQueryData(reviewsKeys.ofProfessional(data.professional.id), data.reviews);
    // 'Conteúdos' is in the HTML, and React finds the same list (decision 0404).
    client.setQueryData(
      professionalContentsQueryOptions(data.professional.id).queryKey,
      data.contents ?? [],
    );
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

/**
 * The reads an app page starts with (decision 0366), under the keys and at the addresses its
 * own reads use (as `route-preload.ts` starts them in the browser). The search, for a visitor
 * or a client whose profile is complete; a profile at its lasting address for that client
 * (`professionalId`: whom the server found there, with its contents and whether the client
 * follows them, decision 0404; a visitor's profile is rendered from the server's own reads,
 * decision 0351); the landing for a visitor and the home for that client (issue 35, item 0b).
 * Null for any other page or user: the browser renders those itself.
 */
export function appReads(
  url: string,
  user: CurrentUser | null,
  found: { professionalId?: string } = {},
): AppPageRead[] | null {
  const [path = "/", query = ""] = url.split("?");
  if (user && (user.role !== "client" || !user.isProfileComplete)) return null;
  const hearts = { key: favouriteIdsQueryOptions().queryKey, path: FAVOURITE_IDS_PATH };
  if (path.startsWith(PROFILE_PATH_PREFIX) && user && found.professionalId) {
    const id = found.professionalId;
    return [
      { key: publicPageQueryOptions(path).queryKey, path: publicPagePath(path) },
      { key: professionalQueryOptions(id).queryKey, path: professionalPath(id) },
      { key: professionalReviewsQueryOptions(id).queryKey, path: professionalReviewsPath(id) },
      hearts,
      // 'Conteúdos' and the client's own 'Seguir'/'Seguindo' (decision 0404).
      { key: professionalContentsQueryOptions(id).queryKey, path: professionalContentsPath(id) },
      { key: followQueryOptions(id).queryKey, path: followPath(id) },
    ];
  }
  // The landing page for a visitor (issue 29, item 2): its numbers come with it. A client's
  // home (issue 35, item 0b): the greeting, from the session, and the services awaiting their
  // confirmation (the browser starts that read before it hydrates, route-preload.ts: the page
  // must start from the same answer); its cards (the next session, the latest notifications)
  // are read in the browser, whose clock says what is still ahead.
  if (path === "/") {
    if (!user) return [{ key: publicStatsQueryOptions().queryKey, path: PUBLIC_STATS_PATH }];
    return [{ key: serviceConfirmationsQueryOptions().queryKey, path: SERVICE_CONFIRMATIONS_PATH }];
  }
  if (path !== "/professionals") return null;
  const reads: AppPageRead[] = [{ key: priceRangeQueryOptions().queryKey, path: PRICE_RANGE_PATH }];
  if (user) reads.push(hearts);
  const params = new URLSearchParams(query);
  if (hasSearchParams(params)) {
    const filters = filtersFromParams(params);
    reads.push(
      {
        key: searchProfessionalsQueryOptions(filters).queryKey,
        path: searchPath(filters),
        infinite: true,
      },
      { key: searchCountQueryOptions(filters).queryKey, path: countPath(filters) },
    );
  }
  return reads;
}

export async function render(url: string, data: PublicPageData, site: SiteInfo) {
  const client = seed(url, data);
  // Every page's footer names the operator (decision 0389): in the HTML and the page's state.
  client.setQueryData(siteKeys.info(), site);
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
