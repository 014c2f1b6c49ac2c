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
import { useBanUser } from "../api/ban-user";

const TEXTS = {
  ban: {
    button: "Suspender",
    title: (name: string) => `Suspender ${name}?`,
    description:
      "A pessoa perde o acesso na hora: a próxima ação dela a leva para a tela de entrada. Os agendamentos futuros dela são cancelados.",
    confirm: "Suspender usuário",
    done: (name: string) => ({
      title: "Usuário suspenso",
      description: `${name} não pode mais acessar a plataforma.`,
    }),
  },
  unban: {
    button: "Reativar",
    title: (name: string) => `Reativar ${name}?`,
    description:
      "A pessoa volta a poder entrar. Os agendamentos cancelados pela suspensão não são restaurados.",
    confirm: "Reativar usuário",
    done: (name: string) => ({
      title: "Usuário reativado",
      description: `${name} pode entrar novamente.`,
    }),
  },
} as const;

/** Suspend or reactivate an account, asking first. Never offered for admins (decision 0102). */
export function BanButton({ user }: { user: AdminUser }) {
  const ban = useBanUser();
  if (user.role === "admin") return null;
  const texts = user.isBanned ? TEXTS.unban : TEXTS.ban;
  const name = fullName(user);
  const confirm = () =>
    ban.mutate(
      { userId: user.id, isBanned: !user.isBanned },
      { onSuccess: () => toast(texts.done(name)) },
    );
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          disabled={ban.isPending}
          aria-label={`${texts.button} ${name}`}
          className={user.isBanned ? undefined : "text-red-800"}
        >
          {texts.button}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{texts.title(name)}</AlertDialogTitle>
        <AlertDialogDescription>{texts.description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Voltar</AlertDialogCancel>
          <AlertDialogAction
            className={user.isBanned ? buttonVariants({ variant: "default" }) : undefined}
            onClick={confirm}
          >
            {texts.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
