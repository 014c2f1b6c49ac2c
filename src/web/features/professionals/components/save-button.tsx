import { Button } from "@web/components/ui/button";
import { Heart } from "lucide-react";
import { useFavouriteIds } from "../api/get-favourite-ids";
import { useSetFavourite } from "../api/set-favourite";

interface Props {
  professionalId: string;
  /** The professional's name, read after 'Salvar', so each heart on a page is told apart. */
  name: string;
}

/**
 * 'Salvar' / 'Salvo': a heart that saves the professional to 'Favoritos' (decision 0343). Only
 * for a signed-in client: the page leaves it out for anyone else.
 */
export function SaveButton({ professionalId, name }: Props) {
  const ids = useFavouriteIds(true);
  const setFavourite = useSetFavourite();
  const saved = ids.data?.includes(professionalId) ?? false;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-pressed={saved}
      // The visible word first (WCAG 2.5.3), then whose heart it is.
      aria-label={`${saved ? "Salvo" : "Salvar"} ${name}`}
      disabled={ids.isPending}
      onClick={() => setFavourite.mutate({ professionalId, saved: !saved })}
    >
      <Heart
        aria-hidden="true"
        className={saved ? "fill-rose-600 text-rose-600" : "text-slate-700"}
      />
      {saved ? "Salvo" : "Salvar"}
    </Button>
  );
}
