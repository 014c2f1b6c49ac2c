import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { UnreadMessagesLine } from "@web/features/messages/components/unread-messages-line";
import { usePageTitle } from "@web/lib/use-page-title";
import { CheckCheck } from "lucide-react";
import { useNotifications } from "../api/get-notifications";
import { useUnreadCount } from "../api/get-unread-count";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read";
import { useMarkNotificationRead } from "../api/mark-notification-read";
import { NotificationEntry } from "../components/notification-entry";

/** /notificacoes, in every role's area: newest first, 'Marcar todas como lidas', 'Carregar mais'. */
export function NotificationsPage() {
  usePageTitle("Notificações");
  const list = useNotifications();
  const { data: unread } = useUnreadCount();
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const hasUnread = (unread?.count ?? 0) > 0 || items.some((n) => !n.read);
  const now = new Date();
  // Messages have no notification each (decision 0406): their unread count leads to /mensagens.
  const { data: user } = useCurrentUser();
  const hasMessages = user?.role === "client" || user?.role === "professional";
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Notificações</h1>
        {items.length > 0 ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => markAll.mutate(undefined)}
            disabled={!hasUnread || markAll.isPending}
          >
            <CheckCheck aria-hidden="true" />
            Marcar todas como lidas
          </Button>
        ) : null}
      </div>
      {hasMessages ? <UnreadMessagesLine /> : null}
      {list.isPending ? (
        <div role="status" aria-label="Carregando notificações" className="grid gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : list.isError && !list.data ? (
        <p className="text-sm text-red-800">
          Não foi possível carregar as notificações. Tente novamente.
        </p>
      ) : items.length === 0 ? (
        <p className="py-8 text-center text-slate-700">Nenhuma notificação por enquanto.</p>
      ) : (
        <>
          <ul aria-label="Notificações" className="grid gap-3">
            {items.map((n) => (
              <li key={n.id}>
                <NotificationEntry notification={n} onOpen={markOne.mutate} now={now} />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? "Carregando..." : "Carregar mais"}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
