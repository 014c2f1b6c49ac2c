import { LISTING_ROUTE_PATTERNS, PROFILE_ROUTE_PATTERN } from "@domain/public-routes";
import { lazyScreen } from "@web/lib/lazy-screen";
import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { PublicLayout } from "./layouts/public-layout";
import { ScrollToTop } from "./scroll-to-top";

const SearchPage = lazyScreen(() =>
  import("@web/features/professionals/pages/search-page").then((m) => ({
    default: m.SearchPage,
  })),
);
const ProfessionalProfilePage = lazyScreen(() =>
  import("@web/features/professionals/pages/professional-profile-page").then((m) => ({
    default: m.ProfessionalProfilePage,
  })),
);
/** Issue 18's lasting profile addresses and listing pages (decisions 0350, 0354). */
const PublicProfilePage = lazyScreen(() =>
  import("@web/features/professionals/pages/public-profile-page").then((m) => ({
    default: m.PublicProfilePage,
  })),
);
const ListingPage = lazyScreen(() =>
  import("@web/features/professionals/pages/listing-page").then((m) => ({
    default: m.ListingPage,
  })),
);

/**
 * What a visitor may open without an account (issue 18, decision 0320): the search and the
 * profiles, the same pages a client sees, in the public layout. Loaded apart from the landing.
 */
export default function PublicScreens() {
  return (
    <PublicLayout>
      <ScrollToTop />
      {/* The pages show their own skeletons while their data loads. While a page's code
          loads, its place keeps the footer below the screen: it would move down (layout
          shift) when the page arrives (decision 0345). */}
      <Suspense fallback={<div className="min-h-dvh" />}>
        <Switch>
          <Route path="/professionals" component={SearchPage} />
          <Route path="/professional/:id">
            <ProfessionalProfilePage />
          </Route>
          <Route path={PROFILE_ROUTE_PATTERN} component={PublicProfilePage} />
          {LISTING_ROUTE_PATTERNS.map((path) => (
            <Route key={path} path={path} component={ListingPage} />
          ))}
        </Switch>
      </Suspense>
    </PublicLayout>
  );
}
