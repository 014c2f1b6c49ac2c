import { profileScreenName } from "@domain/page-title";
import { signInHref } from "@domain/return-to";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/use-toast";
import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { SendMessageButton } from "@web/features/messages/components/send-message-button";
import { useProfessionalReviews } from "@web/features/reviews/api/get-professional-reviews";
import { ReviewActions } from "@web/features/reviews/components/review-actions";
import { ReviewsList } from "@web/features/reviews/components/reviews-list";
import { FollowButton, FollowSignInLink } from "@web/features/social/components/follow-button";
import { ProfessionalContents } from "@web/features/social/components/professional-contents";
import { isApiError } from "@web/lib/api";
import { lazyScreen } from "@web/lib/lazy-screen";
import { trackLoading } from "@web/lib/loading-screens";
import { usePageTitle } from "@web/lib/use-page-title";
import { ArrowLeft, MessageCircle, UserX } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { Link, useLocation, useParams, useSearchParams } from "wouter";
import { useProfessional } from "../api/get-professional";
import { ProfileContact } from "../components/profile-contact";
import { type InitialSlot, ProfileHeader, slotOf } from "../components/profile-header";
import { ProfileLocations } from "../components/profile-locations";
import { SaveButton } from "../components/save-button";
import { SaveSignInLink } from "../components/save-sign-in-link";
import { SignInToBookDialog } from "../components/sign-in-to-book-dialog";
import { backToSearchHref } from "../lib/profile-text";
import { useLastingAddress } from "./use-lasting-address";

/** A 'Somente a nota' profile's reviews to others (decision 0387). */
const RATING_ONLY_EMPTY =
  "Este profissional mostra somente a média e o número de avaliações. Os comentários ficam visíveis apenas para ele.";

/**
 * The booking dialog (its form, agenda reads, date library and zod) is loaded when the client
 * opens it, not with the profile: most visits only read (decision 0132).
 */
const loadBookingDialog = () => import("@web/features/appointments/pages/booking-dialog");
const BookingDialog = lazyScreen(() =>
  loadBookingDialog().then((m) => ({ default: m.BookingDialog })),
);
/** Starts loading the dialog when a click on 'Agendar consulta' is likely (hover, focus, touch). */
const prefetchBookingDialog = () => void trackLoading(loadBookingDialog().catch(() => {}));

/**
 * This profile's address opening the booking on `slot` (`horario`, issue 17), or on no slot
 * (`agendar=1`): where a visitor comes back to after signing in (decision 0324).
 */
function bookingAddress(path: string, params: URLSearchParams, slot: InitialSlot | null) {
  const query = new URLSearchParams(params);
  query.delete("horario");
  query.delete("agendar");
  if (slot) query.set("horario", `${slot.date}T${slot.startTime}`);
  else query.set("agendar", "1");
  return `${path}?${query}`;
}

/** A 404 (or a malformed id, 400) means there is no such professional to show. */
const isNotFound = (error: unknown) => isApiError(error, 404) || isApiError(error, 400);

/** The tab's name: the published name and title, as the server's head of this page says. */
function profileTitle(professional: ReturnType<typeof useProfessional>): string | null {
  if (professional.isPending) return null;
  if (professional.data) return profileScreenName(professional.data);
  return isNotFound(professional.error) ? "Profissional não encontrado" : "Perfil indisponível";
}

function BackToSearch({ href }: { href: string }) {
  return (
    <Button asChild variant="ghost" className="-ml-3">
      <Link href={href}>
        <ArrowLeft aria-hidden="true" />
        Voltar para busca
      </Link>
    </Button>
  );
}

/** SPEC §2 'Professional public profile'. */
export function ProfessionalProfilePage() {
  const { id = "" } = useParams<{ id: string }>();
  useLastingAddress(id);
  return <ProfessionalProfile id={id} />;
}

/** One professional's profile, whichever address led here (decision 0351: the lasting one too). */
export function ProfessionalProfile({ id }: { id: string }) {
  const [params] = useSearchParams();
  const [path] = useLocation();
  const { data: user } = useCurrentUser();
  const backHref = backToSearchHref(params.get("return"));
  const clientNeighborhood = params.get("neighborhood")?.trim() || user?.address?.trim() || null;
  const professional = useProfessional(id);
  usePageTitle(profileTitle(professional));
  const reviews = useProfessionalReviews(id, !!professional.data);
  // A search card's 'Próximo horário' opens the dialog on that slot (`horario`, issue 17);
  // `agendar=1` opens it on none (a visitor back from signing in, decision 0324).
  const [booking, setBooking] = useState(() => {
    const slot = slotOf(params.get("horario"));
    return { open: !!slot || params.get("agendar") === "1", slot };
  });
  // A visitor's 'Agendar consulta' asks them to sign in first, keeping the slot they picked; a
  // search card's 'Próximo horário' (`horario`) asks at once.
  const [visitorSlot, setVisitorSlot] = useState<{ slot: InitialSlot | null } | null>(() =>
    !user && booking.slot ? { slot: booking.slot } : null,
  );
  const setBookingOpen = (open: boolean) => setBooking((b) => ({ ...b, open }));

  useEffect(() => {
    if (reviews.error) toast({ title: "Erro ao carregar avaliações", variant: "destructive" });
  }, [reviews.error]);

  if (professional.isPending) {
    return (
      <div role="status" aria-label="Carregando perfil" className="space-y-4">
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (!professional.data) {
    return (
      <section className="space-y-4">
        <BackToSearch href={backHref} />
        <Card className="flex flex-col items-center gap-4 p-10 text-center">
          <UserX className="size-10 text-slate-500" aria-hidden="true" />
          <h1 className="text-xl font-semibold">
            {isNotFound(professional.error)
              ? "Profissional não encontrado"
              : "Não foi possível carregar o perfil. Tente novamente."}
          </h1>
          <Button asChild>
            <Link href={backHref}>Voltar para busca</Link>
          </Button>
        </Card>
      </section>
    );
  }

  const data = professional.data;
  const p = data.professionalProfile;
  // A professional or an admin opening a public profile reads it; only clients and visitors
  // book or go back to a search (issue 18: the public pages in every area).
  const mayBook = !user || user.role === "client";
  const bio = p.bio ?? data.bio;
  const showContact = p.showContact && !!(data.email || data.phone);
  return (
    <section className="space-y-4">
      {mayBook ? <BackToSearch href={backHref} /> : null}
      <ProfileHeader
        professional={data}
        now={new Date()}
        onBook={
          mayBook
            ? (slot) =>
                user
                  ? setBooking({ open: true, slot: slot ?? null })
                  : setVisitorSlot({ slot: slot ?? null })
            : undefined
        }
        // A visitor's actions are links to the sign-in first: a tap before the page's
        // JavaScript arrives still leads there (decision 0362).
        bookHref={user ? undefined : (slot) => signInHref(bookingAddress(path, params, slot))}
        // A visitor's booking starts at the sign-in: the dialog's code is not theirs to load.
        onBookIntent={user ? prefetchBookingDialog : undefined}
        // 'Seguir' beside 'Salvar' (decision 0404): a client's status comes with the page the
        // server rendered; a visitor's is a link to the sign-in, back to this profile.
        action={
          user?.role === "client" ? (
            <>
              <SaveButton professionalId={data.id} name={`${data.firstName} ${data.lastName}`} />
              <FollowButton professionalId={data.id} />
            </>
          ) : !user ? (
            <>
              <SaveSignInLink name={`${data.firstName} ${data.lastName}`} />
              <FollowSignInLink href={signInHref(path)} />
            </>
          ) : undefined
        }
        messageAction={
          user?.role === "client" ? (
            <SendMessageButton
              professionalId={data.id}
              name={`${data.firstName} ${data.lastName}`}
            />
          ) : !user ? (
            <Button asChild variant="outline">
              <Link href={signInHref(path)}>
                <MessageCircle aria-hidden="true" />
                Enviar mensagem
              </Link>
            </Button>
          ) : undefined
        }
      />
      <div className={showContact ? "grid gap-4 lg:grid-cols-3" : "space-y-4"}>
        {showContact ? (
          <div className="lg:order-last">
            <ProfileContact email={data.email} phone={data.phone} />
          </div>
        ) : null}
        <div className="space-y-4 lg:col-span-2">
          {bio ? (
            <Card>
              <CardHeader>
                <h2 className="text-lg font-semibold">Sobre</h2>
              </CardHeader>
              <CardContent>
                <p className="whitespace-pre-line break-words text-slate-800">{bio}</p>
              </CardContent>
            </Card>
          ) : null}
          <ProfileLocations profile={p} clientNeighborhood={clientNeighborhood} />
          <ProfessionalContents professionalId={data.id} />
          {/* Private reviews show nothing to others; 'Somente a nota' says where the texts are. */}
          {reviews.data?.visibility === "private" && reviews.data.reviews.length === 0 ? null : (
            <ReviewsList
              reviews={reviews.data?.reviews ?? []}
              isLoading={reviews.isPending}
              {...(reviews.data?.visibility === "rating_only" && reviews.data.reviews.length === 0
                ? { emptyText: RATING_ONLY_EMPTY }
                : {})}
              actions={
                // Signed-in clients and professionals may report a review (decision 0388); the
                // professional the page is about also replies from here.
                user?.role === "client" || user?.role === "professional"
                  ? (review) => <ReviewActions review={review} owner={user.id === data.id} />
                  : undefined
              }
            />
          )}
        </div>
      </div>
      {!user && visitorSlot ? (
        <SignInToBookDialog
          professionalName={`${data.firstName} ${data.lastName}`}
          slot={visitorSlot.slot}
          returnTo={bookingAddress(path, params, visitorSlot.slot)}
          open
          onOpenChange={(open) => !open && setVisitorSlot(null)}
        />
      ) : null}
      {user && booking.open && (p.availableForNewPatients || data.viewerMayBook) ? (
        <Suspense fallback={null}>
          <BookingDialog
            professional={data}
            clientNeighborhood={clientNeighborhood}
            clientAddress={user?.address ?? ""}
            initialSlot={booking.slot}
            open
            onOpenChange={setBookingOpen}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
