import { ACCOUNT_DELETED_REDIRECT_DELAY_MS } from "@domain/constants";
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
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { toast } from "@web/components/ui/use-toast";
import { goTo } from "@web/lib/browser";
import { useState } from "react";
import { useDeleteAccount } from "../api/delete-account";
import { SectionTitle } from "./section-title";

/**
 * Account settings: 'Baixar meus dados' (LGPD art. 18: a JSON file of everything held about the
 * user, a plain download) and deleting the account after a confirmation, then a reload at "/".
 */
export function DeleteAccountCard({ title = "Configurações da conta" }: { title?: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: "Conta excluída", description: "Sua conta foi excluída com sucesso." });
        setTimeout(() => goTo("/"), ACCOUNT_DELETED_REDIRECT_DELAY_MS);
      },
      onError: () => setOpen(false),
    });

  return (
    <Card>
      <CardHeader>
        <SectionTitle>{title}</SectionTitle>
        <CardDescription>
          Baixe uma cópia de tudo o que o Acolher guarda sobre você. Ao excluir sua conta, seus
          dados pessoais são removidos e você sai do Acolher.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href="/api/user/data-export" download>
            Baixar meus dados
          </a>
        </Button>
        <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive" disabled={remove.isSuccess}>
              Excluir conta
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Excluir sua conta?</AlertDialogTitle>
            <AlertDialogDescription>
              Esta ação não pode ser desfeita. Seus dados pessoais serão removidos permanentemente e
              você será desconectado.
            </AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={remove.isPending}>Cancelar</AlertDialogCancel>
              <AlertDialogAction
                disabled={remove.isPending}
                onClick={(e) => {
                  e.preventDefault();
                  confirm();
                }}
              >
                {remove.isPending ? "Excluindo..." : "Excluir conta"}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
