import type { Conversation } from "@domain/contracts/messages";
import { UserAvatar } from "@web/components/ui/avatar";
import { Skeleton } from "@web/components/ui/skeleton";
import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/dates";
import { usePageTitle } from "@web/lib/use-page-title";
import { Link, useParams } from "wouter";
import { useConversations } from "../api/get-conversations";
import { ThreadView } from "../components/thread-view";

/**
 * /mensagens and /mensagens/:id (issue 34, decision 0406): the conversations, and one of them.
 * Side by side from 1024 px; on a phone, the list, then the conversation. The tab's title is
 * only "Mensagens": never a name or a message (it ends up in the browser's history).
 */
export function MessagesPage() {
  usePageTitle("Mensagens");
  const { id } = useParams<{ id?: string }>();
  const { data: user } = useCurrentUser();
  const viewer = user?.role === "professional" ? "professional" : "client";
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-4">
      <h1 className="text-2xl font-semibold">Mensagens</h1>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <div className={cn(id && "hidden lg:block")}>
          <ConversationList selected={id} viewer={viewer} />
        </div>
        <div className={cn(!id && "hidden lg:block")}>
          {id ? (
            <ThreadView key={id} id={id} viewer={viewer} />
          ) : (
            <p className="text-slate-700">Escolha uma conversa para ler.</p>
          )}
        </div>
      </div>
    </section>
  );
}

function ConversationList({ selected, viewer }: { selected?: string; viewer: string }) {
  const list = useConversations();
  if (list.isPending) {
    return (
      <div role="status" aria-label="Carregando conversas" className="grid gap-2">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (list.isError && !list.data) {
    return (
      <p className="text-slate-700">Não foi possível carregar as conversas. Tente novamente.</p>
    );
  }
  const items = list.data ?? [];
  if (items.length === 0) {
    return (
      <div className="grid gap-1 text-slate-700">
        <p>Nenhuma conversa ainda.</p>
        {viewer === "client" ? (
          <p className="text-sm">Encontre um profissional e envie uma mensagem pelo perfil.</p>
        ) : null}
      </div>
    );
  }
  return (
    <ul aria-label="Conversas" className="grid gap-1">
      {items.map((c) => (
        <ConversationItem key={c.id} conversation={c} selected={c.id === selected} />
      ))}
    </ul>
  );
}

function ConversationItem({
  conversation: c,
  selected,
}: {
  conversation: Conversation;
  selected: boolean;
}) {
  const [firstName, ...rest] = c.other.name.split(" ");
  return (
    <li>
      <Link
        href={`/mensagens/${c.id}`}
        aria-current={selected ? "page" : undefined}
        className={cn(
          "flex items-center gap-3 rounded-lg p-2 hover:bg-slate-100",
          selected && "bg-teal-50",
        )}
      >
        <UserAvatar
          imageUrl={c.other.profileImageUrl}
          firstName={firstName ?? ""}
          lastName={rest.join(" ")}
          className="size-10"
        />
        <span className="grid min-w-0 flex-1">
          <span className="truncate font-medium">{c.other.name}</span>
          <span className="text-xs text-slate-700">
            {formatDateTime(c.lastMessageAt)}
            {c.blocked ? " · Bloqueada" : ""}
          </span>
        </span>
        {c.unread > 0 ? (
          <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
            {c.unread}
            <span className="sr-only"> não lidas</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}
