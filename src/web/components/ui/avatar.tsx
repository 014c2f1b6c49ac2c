import { initials } from "@domain/text";
import { cn } from "@web/lib/cn";
import { useState } from "react";

export interface UserAvatarProps {
  imageUrl?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  className?: string;
}

/**
 * Profile image, falling back to the initials of first and last name (SPEC §2). The photo is
 * an `<img>` from the first paint (and in a server-rendered page's HTML), its circle held while
 * it loads; the initials show only without a photo or when it fails to load. Radix's avatar drew
 * the initials until the photo had loaded, on every mount: the avatar changed under the reader
 * (issue 29, item 9; decision 0384).
 */
export function UserAvatar({ imageUrl, firstName, lastName, className }: UserAvatarProps) {
  const name = `${firstName ?? ""} ${lastName ?? ""}`.trim();
  const [failed, setFailed] = useState<string | null>(null);
  const photo = imageUrl && imageUrl !== failed ? imageUrl : null;
  return (
    <span
      className={cn(
        "relative flex size-10 shrink-0 overflow-hidden rounded-full",
        photo ? "bg-slate-200" : "bg-teal-100",
        className,
      )}
    >
      {photo ? (
        <img
          src={photo}
          alt={name ? `Foto de ${name}` : "Foto de perfil"}
          onError={() => setFailed(photo)}
          className="aspect-square size-full object-cover"
        />
      ) : (
        <span className="flex size-full items-center justify-center font-semibold text-teal-900">
          {initials(firstName, lastName)}
        </span>
      )}
    </span>
  );
}
