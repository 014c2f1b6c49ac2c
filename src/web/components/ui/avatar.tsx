import { initials } from "@domain/text";
import { cn } from "@web/lib/cn";
import { Avatar as AvatarPrimitive } from "radix-ui";

export interface UserAvatarProps {
  imageUrl?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  className?: string;
}

/** Profile image, falling back to the initials of first and last name (SPEC §2). */
export function UserAvatar({ imageUrl, firstName, lastName, className }: UserAvatarProps) {
  const name = `${firstName ?? ""} ${lastName ?? ""}`.trim();
  return (
    <AvatarPrimitive.Root
      className={cn("relative flex size-10 shrink-0 overflow-hidden rounded-full", className)}
    >
      {imageUrl ? (
        <AvatarPrimitive.Image
          src={imageUrl}
          alt={name ? `Foto de ${name}` : "Foto de perfil"}
          className="aspect-square size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback className="flex size-full items-center justify-center rounded-full bg-teal-100 font-semibold text-teal-900">
        {initials(firstName, lastName)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
