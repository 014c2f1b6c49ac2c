import { ScreenSkeleton } from "@web/components/layout/screen-skeleton";
import { type ComponentType, Suspense } from "react";
import { Route, Switch } from "wouter";
import { NotFoundPage } from "./not-found-page";

export type Routes = Record<string, ComponentType>;

/**
 * A role's routes; any other path, including another role's, is the not-found page. A page
 * loaded on demand shows its skeleton inside the layout, which stays (decision 0384).
 */
export function RoleSwitch({ routes }: { routes: Routes }) {
  return (
    <Suspense fallback={<ScreenSkeleton />}>
      <Switch>
        {Object.entries(routes).map(([path, Page]) => (
          <Route key={path} path={path} component={Page} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
