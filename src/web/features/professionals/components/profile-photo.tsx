import { UserAvatar } from "@web/components/ui/avatar";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "@web/components/ui/dialog";

interface Props {
  imageUrl: string | null;
  firstName: string;
  lastName: string;
}

/** The profile photo; with an image, a click opens it enlarged. */
export function ProfilePhoto({ imageUrl, firstName, lastName }: Props) {
  const avatar = (
    <UserAvatar
      imageUrl={imageUrl}
      firstName={firstName}
      lastName={lastName}
      className="size-28 text-3xl"
    />
  );
  if (!imageUrl) return avatar;
  const name = `${firstName} ${lastName}`;
  return (
    <Dialog>
      <DialogTrigger
        aria-label={`Ampliar foto de ${name}`}
        className="cursor-zoom-in rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2"
      >
        {avatar}
      </DialogTrigger>
      <DialogContent className="max-w-xl" aria-describedby={undefined}>
        <DialogTitle>{name}</DialogTitle>
        <img
          src={imageUrl}
          alt={`Foto de ${name}`}
          className="aspect-square w-full rounded-md object-cover"
        />
      </DialogContent>
    </Dialog>
  );
}
