import { CONTENT_REPORT_REASONS, type ContentReportReason } from "@domain/contents";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/use-toast";
import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { usePageTitle } from "@web/lib/use-page-title";
import { PenSquare } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { useDeleteContent } from "../api/delete-content";
import { useFeed } from "../api/get-feed";
import { useOwnContents } from "../api/get-own-contents";
import { ContentCard } from "../components/content-card";
import { NewPostDialog } from "../components/new-post-dialog";
import { ReportContentButton } from "../components/report-content-button";

/** /social (decision 0404): the client's feed, or the professional's own contents. */
export function SocialPage() {
  const { data: user } = useCurrentUser();
  if (user?.role === "professional") return <OwnContentsPage />;
  return <FeedPage />;
}

/** The client's feed: followed professionals first, then suggestions, by pages. */
function FeedPage() {
  usePageTitle("Conteúdos");
  const feed = useFeed();
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="mx-auto grid max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">Conteúdos</h1>
        <p className="text-slate-700">
          Publicações dos profissionais que você segue e de profissionais perto de você.
        </p>
      </header>
      {feed.isPending ? (
        <div role="status" aria-label="Carregando conteúdos" className="grid gap-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : feed.isError ? (
        <Card>
          <CardContent className="grid gap-3 p-6">
            <p>Não foi possível carregar os conteúdos.</p>
            <Button variant="outline" onClick={() => feed.refetch()}>
              Tentar novamente
            </Button>
          </CardContent>
        </Card>
      ) : items.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-center gap-3 p-8 text-center">
            <h2 className="text-lg font-semibold">Nenhum conteúdo por aqui ainda</h2>
            <p className="text-slate-700">
              Quando os profissionais que você segue, ou profissionais da sua cidade, publicarem, os
              conteúdos aparecem aqui. Para seguir alguém, use "Seguir" no perfil.
            </p>
            <Button asChild>
              <Link href="/professionals">Buscar profissionais</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4" aria-label="Conteúdos">
          {items.map((content) => (
            <li key={content.id}>
              <ContentCard
                content={content}
                badge={content.followed ? <Badge className="w-fit">Seguindo</Badge> : null}
                actions={<ReportContentButton contentId={content.id} />}
              />
            </li>
          ))}
        </ul>
      )}
      {feed.hasNextPage && (
        <Button
          variant="outline"
          onClick={() => feed.fetchNextPage()}
          disabled={feed.isFetchingNextPage}
        >
          {feed.isFetchingNextPage ? "Carregando..." : "Ver mais"}
        </Button>
      )}
    </section>
  );
}

/** 'Meus conteúdos': the professional's list, 'Nova publicação', delete, hidden ones' reasons. */
function OwnContentsPage() {
  usePageTitle("Meus conteúdos");
  const [writing, setWriting] = useState(false);
  const contents = useOwnContents();
  const remove = useDeleteContent();
  return (
    <section className="mx-auto grid max-w-3xl gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">Meus conteúdos</h1>
          <p className="text-slate-700">
            Seus conteúdos aparecem no seu perfil e para os clientes que seguem você.
          </p>
        </div>
        <Button onClick={() => setWriting(true)}>
          <PenSquare aria-hidden="true" />
          Nova publicação
        </Button>
      </header>
      <NewPostDialog open={writing} onOpenChange={setWriting} />
      {contents.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : (contents.data ?? []).length === 0 ? (
        <p className="text-slate-700">Você ainda não publicou nenhum conteúdo.</p>
      ) : (
        <ul className="grid gap-4" aria-label="Meus conteúdos">
          {contents.data?.map((content) => (
            <li key={content.id}>
              <ContentCard
                content={content}
                badge={
                  content.hiddenAt ? (
                    <p className="rounded-md bg-red-50 p-2 text-sm text-red-800">
                      Ocultado pela equipe do Acolher. Motivo:{" "}
                      {CONTENT_REPORT_REASONS[content.hiddenReason as ContentReportReason] ??
                        "Outro motivo"}
                    </p>
                  ) : null
                }
                actions={
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      remove.mutate(content.id, {
                        onSuccess: () => toast({ title: "Conteúdo excluído" }),
                      })
                    }
                  >
                    Excluir
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
