import { Button } from "@web/components/ui/button";
import { useFollowStatus, useSetFollow } from "../api/follow";

/** 'Seguir' / 'Seguindo' for a signed-in client (private: nobody else sees it). */
export function FollowButton({ professionalId }: { professionalId: string }) {
  const status = useFollowStatus(professionalId, true);
  const setFollow = useSetFollow(professionalId);
  const following = status.data?.following ?? false;
  return (
    <Button
      variant={following ? "secondary" : "outline"}
      aria-pressed={following}
      disabled={status.isPending || setFollow.isPending}
      onClick={() => setFollow.mutate(!following)}
    >
      {following ? "Seguindo" : "Seguir"}
    </Button>
  );
}
