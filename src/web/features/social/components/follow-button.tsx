import { Button } from "@web/components/ui/button";
import { buttonVariants } from "@web/components/ui/button-variants";
import { UserCheck, UserPlus } from "lucide-react";
import { Link } from "wouter";
import { useFollowStatus, useSetFollow } from "../api/follow";

/**
 * 'Seguir' / 'Seguindo' for a signed-in client (decision 0404): private, nobody else sees it and
 * no count is shown. Its status comes with a server-rendered profile, so the button the HTML
 * shows is the one React takes over; on the app's own navigation it waits, disabled, as 'Seguir'.
 */
export function FollowButton({ professionalId }: { professionalId: string }) {
  const status = useFollowStatus(professionalId);
  const setFollow = useSetFollow(professionalId);
  const following = status.data?.following ?? false;
  const Icon = following ? UserCheck : UserPlus;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-pressed={following}
      disabled={status.isPending || setFollow.isPending}
      onClick={() => setFollow.mutate(!following)}
    >
      <Icon aria-hidden="true" className={following ? "text-teal-700" : "text-slate-700"} />
      {following ? "Seguindo" : "Seguir"}
    </Button>
  );
}

/**
 * A visitor's 'Seguir': following needs an account, so it is a link to the sign-in coming back
 * to the profile (as 'Enviar mensagem'), working before the page's JavaScript (decision 0362).
 */
export function FollowSignInLink({ href }: { href: string }) {
  return (
    <Link href={href} className={buttonVariants({ variant: "outline", size: "sm" })}>
      <UserPlus aria-hidden="true" className="text-slate-700" />
      Seguir
    </Link>
  );
}
