import type { AdminUser } from "@domain/contracts/admin";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@web/components/ui/alert-dialog";
import { Button, buttonVariants } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { fullName } from "@web/lib/format";
import { useState } from "react";
import { useBanUser } from "../api/ban-user";
import { BanForm } from "./ban-form";

/**
 * Suspend (naming the terms' category, decision 0378) or reactivate an account, asking first.
 * Never offered for admins (decision 0102).
 */
export function BanButton({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const ban = useBanUser();
  if (user.role === "admin") return null;
  const name = fullName(user);
  const label = user.isBanned ? "Reativar" : "Suspender";
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          disabled={ban.isPending}
          aria-label={`${label} ${name}`}
          className={user.isBanned ? undefined : "text-red-800"}
        >
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        {user.isBanned ? (
          <Reactivate name={name} onConfirm={() => reactivate(user.id, name)} />
        ) : (
          <BanForm
            name={name}
            pending={ban.isPending}
            onSubmit={({ banReason, note }) =>
              ban.mutate(
                { userId: user.id, isBanned: true, banReason, note },
                {
                  onSuccess: () => {
                    toast({
                      title: "Usuário suspenso",
                      description: `${name} não pode mais acessar a plataforma.`,
                    });
                    setOpen(false);
                  },
                },
              )
            }
          />
        )}
      </AlertDialogContent>
    </AlertDialog>
  );

  function reactivate(userId: string, name: string) {
    ban.mutate(
      { userId, isBanned: false },
      {
        onSuccess: () =>
          toast({ title: "Usuário reativado", description: `${name} pode entrar novamente.` }),
      },
    );
  }
}

function Reactivate({ name, onConfirm }: { name: string; onConfirm: () => void }) {
  return (
    <>
      <AlertDialogTitle>Reativar {name}?</AlertDialogTitle>
      <AlertDialogDescription>
        A pessoa volta a poder entrar. Os agendamentos cancelados pela suspensão não são
        restaurados.
      </AlertDialogDescription>
      <AlertDialogFooter>
        <AlertDialogCancel>Voltar</AlertDialogCancel>
        <AlertDialogAction className={buttonVariants({ variant: "default" })} onClick={onConfirm}>
          Reativar usuário
        </AlertDialogAction>
      </AlertDialogFooter>
    </>
  );
}
