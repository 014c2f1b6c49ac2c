import type { CurrentUser } from "@domain/contracts/auth";
import { returnTarget } from "@domain/return-to";
import { useApplyPendingRole } from "@web/features/auth/lib/use-apply-pending-role";
import { AcceptLegalPage } from "@web/features/auth/pages/accept-legal-page";
import { lazyScreen } from "@web/lib/lazy-screen";
import { Suspense } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { RegisterPage } from "./auth-screens";
import { LoadingScreen } from "./loading-screen";
import { ScrollToTop } from "./scroll-to-top";

/** Each role's screens load on demand: a visitor downloads only the signed-out pages. */
const ClientArea = lazyScreen(() => import("./areas/client-area"));
const ProfessionalArea = lazyScreen(() => import("./areas/professional-area"));
const AdminArea = lazyScreen(() => import("./areas/admin-area"));

const AREAS = { client: ClientArea, professional: ProfessionalArea, admin: AdminArea } as const;
const SIGNED_OUT_ONLY = ["/entrar", "/criar-conta"];

function SignedInScreen({ user }: { user: CurrentUser }) {
  // Issue 31, item 3: the terms or privacy notice in force, accepted before anything else.
  if (user.legalPending.length > 0) return <AcceptLegalPage user={user} />;
  return <AreaScreen user={user} />;
}

function AreaScreen({ user }: { user: CurrentUser }) {
  const [location] = useLocation();
  const search = useSearch();
  const applyingRole = useApplyPendingRole(user);
  if (applyingRole) return <LoadingScreen area={null} />;
  // Signed in from /entrar?voltar=…: back to the page that asked for it (decision 0324).
  if (SIGNED_OUT_ONLY.includes(location)) return <Redirect to={returnTarget(search)} replace />;
  const Area = user.role ? AREAS[user.role] : null;
  return (
    <Suspense fallback={<LoadingScreen area={user.role} />}>
      {Area ? <Area user={user} /> : <RegisterPage signedIn />}
    </Suspense>
  );
}

/** A signed-in user's app: loaded apart from the landing page's bundle (decision 0130). */
export default function SignedIn({ user }: { user: CurrentUser }) {
  return (
    <>
      <ScrollToTop />
      <SignedInScreen user={user} />
    </>
  );
}
