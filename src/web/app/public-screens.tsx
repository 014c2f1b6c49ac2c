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
/**
 * What a visitor may open without an account (issue 18, decision 0320): the search and the
 * profiles, the same pages a client sees, in the public layout. Loaded apart from the landing.
 */
export default function PublicScreens() {
  return (
    <PublicLayout>
      <ScrollToTop />
      {/* The pages show their own skeletons while their data loads. */}
      <Suspense fallback={null}>
        <Switch>
          <Route path="/professionals" component={SearchPage} />
          <Route path="/professional/:id">
            <ProfessionalProfilePage />
          </Route>
        </Switch>
      </Suspense>
    </PublicLayout>
  );
}
