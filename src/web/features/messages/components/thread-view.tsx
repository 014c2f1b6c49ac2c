import type { Conversation, Message } from "@domain/contracts/messages";
import { MESSAGE_MESSAGES } from "@domain/messages";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { isApiError } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/dates";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { useThread } from "../api/get-thread";
import { useMarkConversationRead } from "../api/mark-conversation-read";
import { useSendMessage } from "../api/send-message";
import { BlockButton } from "./block-button";
import { Composer } from "./composer";
import { ReportMessage } from "./report-message";

/** Why the caller cannot write here, or null. */
function refusal(c: Conversation, viewer: "client" | "professional"): string | null {
  if (c.other.deleted) return MESSAGE_MESSAGES.otherDeleted;
  if (c.blocked)
    return viewer === "client" ? MESSAGE_MESSAGES.blocked : MESSAGE_MESSAGES.blockedByYou;
  return null;
}

/** One conversation: its messages, oldest first, "Carregar anteriores", and the composer. */
export function ThreadView({ id, viewer }: { id: string; viewer: "client" | "professional" }) {
  const thread = useThread(id);
  const send = useSendMessage(id);
  const markRead = useMarkConversationRead();
  const pages = thread.data?.pages ?? [];
  const conversation = pages[0]?.conversation;
  const messages: Message[] = [...pages].reverse().flatMap((p) => p.messages);
  const newest = messages.at(-1)?.id;
  const { mutate } = markRead;
  const list = useRef<HTMLOListElement>(null);
  // Read when shown, and again when a new message arrives while it is shown; the newest in view
  // (older pages, loaded above, leave the scroll where it is).
  useEffect(() => {
    if (!newest) return;
    mutate(id);
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [id, newest, mutate]);

  if (thread.isPending) {
    return (
      <div role="status" aria-label="Carregando conversa" className="grid gap-3">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (!conversation) {
    return (
      <div className="grid gap-2">
        <BackLink />
        <p className="text-slate-700">
          {thread.isError && !isApiError(thread.error, 404) && !isApiError(thread.error, 403)
            ? "Não foi possível carregar a conversa. Tente novamente."
            : MESSAGE_MESSAGES.notFound}
        </p>
      </div>
    );
  }
  return (
    <section aria-label={`Conversa com ${conversation.other.name}`} className="grid gap-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <BackLink />
          <h2 className="text-lg font-semibold">{conversation.other.name}</h2>
        </div>
        {viewer === "professional" && !conversation.other.deleted ? (
          <BlockButton conversation={conversation} />
        ) : null}
      </header>
      {thread.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-center"
          disabled={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          Carregar anteriores
        </Button>
      ) : null}
      <ol
        ref={list}
        aria-label="Mensagens"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe's scrollable-region-focusable).
        tabIndex={0}
        className="grid max-h-[60vh] gap-2 overflow-y-auto rounded-lg p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
      >
        {messages.map((m) => (
          <li key={m.id} className={cn("flex flex-col", m.mine ? "items-end" : "items-start")}>
            <div
              className={cn(
                "max-w-[85%] whitespace-pre-line break-words rounded-2xl px-3 py-2 text-sm",
                m.mine ? "bg-teal-700 text-white" : "bg-slate-100 text-slate-900",
                m.body === null && "italic",
              )}
            >
              <span className="sr-only">{m.mine ? "Você: " : `${conversation.other.name}: `}</span>
              {m.body ?? "Mensagem removida"}
            </div>
            <span className="flex items-center gap-1 text-xs text-slate-700">
              {formatDateTime(m.createdAt)}
              {!m.mine && m.body !== null ? <ReportMessage messageId={m.id} /> : null}
            </span>
          </li>
        ))}
      </ol>
      <Composer
        disabledReason={refusal(conversation, viewer)}
        pending={send.isPending}
        onSend={(body) => send.mutateAsync(body)}
      />
    </section>
  );
}

/** "Conversas": back to the list, on a phone (from 1024 px the list stays beside). */
function BackLink() {
  return (
    <Link
      href="/mensagens"
      className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-teal-800 hover:underline lg:hidden"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Conversas
    </Link>
  );
}
