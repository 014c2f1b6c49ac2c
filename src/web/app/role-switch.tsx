import type { ComponentType } from "react";
import { Route, Switch } from "wouter";
import { NotFoundPage } from "./not-found-page";

export type Routes = Record<string, ComponentType>;

/** A role's routes; any other path, including another role's, is the not-found page. */
export function RoleSwitch({ routes }: { routes: Routes }) {
  return (
    <Switch>
      {Object.entries(routes).map(([path, Page]) => (
        <Route key={path} path={path} component={Page} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
