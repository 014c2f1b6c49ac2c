import { signInHref, signUpHref } from "@domain/return-to";
import { buttonVariants } from "@web/components/ui/button-variants";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Link } from "wouter";
import { nextSlotText } from "../lib/profile-text";
import type { InitialSlot } from "./profile-header";

interface Props {
  professionalName: string;
  /** The slot the visitor picked, kept through the sign-in (null: none picked). */
  slot: InitialSlot | null;
  /** This profile's address with the slot (or the booking) to open on, to come back to. */
  returnTo: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Agendar consulta' for a visitor (issue 18, decision 0324): sign in or create an account, then
 * back to this profile with the booking open on the slot picked.
 */
export function SignInToBookDialog({ professionalName, slot, returnTo, ...dialog }: Props) {
  const chosen = slot ? nextSlotText(`${slot.date}T${slot.startTime}`).replace(/^.*?: /, "") : null;
  return (
    <Dialog {...dialog}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Entre para agendar</DialogTitle>
          <DialogDescription>
            Para agendar com {professionalName}, entre na sua conta ou crie uma gratuitamente.
            {chosen
              ? ` Depois voltamos a este perfil com o horário escolhido (${chosen}).`
              : " Depois voltamos a este perfil."}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="gap-2 sm:gap-2">
          <Link href={signUpHref(returnTo)} className={buttonVariants({ variant: "outline" })}>
            Criar conta
          </Link>
          <Link href={signInHref(returnTo)} className={buttonVariants()}>
            Entrar
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
