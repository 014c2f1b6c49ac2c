import { PHOTO_OUTPUT_SIZE } from "@domain/constants";
import { HOME_TITLE, pageTitle, profileScreenName, SITE_NAME } from "@domain/page-title";
import { councilOfSpecialty } from "@domain/professional-register";
import type { PublicPageData } from "@domain/public-pages";
import { listingHeading, listingPath, profilePath } from "@domain/public-pages";
import { specialtyTitle, type TitleForm } from "@domain/text";
import { escapeHtml } from "@server/notifications/templates/render";

/** What a public page says about itself to browsers, previews and search engines. */
export interface PageHead {
  title: string;
  /** The link preview's title (og:title, twitter:title) when it says more than the tab's. */
  previewTitle?: string;
  description: string;
  /** Absolute canonical address. */
  canonical: string;
  /** The link preview's image, its size (the card it fits) and what it shows. */
  image: PreviewImage | null;
  indexable: boolean;
  jsonLd: Record<string, unknown>;
  ogType: "profile" | "website" | "article";
}

const SITE = SITE_NAME;

export interface PreviewImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The site's own preview image (issue 29, item 10), wide as a large card wants it (1.91:1):
 * listing pages show it. `src/web/public/og/`, served as the web app's static files.
 */
export const SITE_IMAGE = {
  path: "/og/acolher-1200x630.png",
  width: 1200,
  height: 630,
  alt: "Acolher: profissionais de saúde e bem-estar verificados, com agenda online",
};
const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
const oneDecimal = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

type ProfileData = Extract<PublicPageData, { kind: "profile" }>;
type ListingData = Extract<PublicPageData, { kind: "listing" }>;

/** "R$ 180,00", "A partir de R$ 180,00", or null without a price. */
function priceText(price: string | null, startingFrom: boolean): string | null {
  if (price === null) return null;
  const value = brl.format(Number(price)).replace(/\u00a0/g, " ");
  return startingFrom ? `A partir de ${value}` : value;
}

/** The office's city or state once the profile carries them (issue 18 §4, another change). */
function officeField(p: object, key: "officeCity" | "officeState"): string | null {
  const value = (p as Record<string, unknown>)[key];
  return typeof value === "string" ? value : null;
}

/** What both a profile and a listing's card carry about the person. */
interface PublicProfessional {
  firstName: string;
  lastName: string;
  professionalProfile: {
    specialties: string[];
    titleForm: TitleForm | null;
    professionalRegister: string | null;
  };
}

/** "Ana Souza, Psicóloga, CRP 06/123456": who, in which profession, under which register. */
function publicIdentity(pro: PublicProfessional) {
  const p = pro.professionalProfile;
  const name = `${pro.firstName} ${pro.lastName}`.trim();
  const title = specialtyTitle(p.specialties[0], p.titleForm) ?? p.specialties[0] ?? "";
  return { name, title, text: [name, title, p.professionalRegister].filter(Boolean).join(", ") };
}

/**
 * The person in schema.org (issue 30, decision 0386): name, the title that agrees with them and
 * the council register, as an identifier and as the credential its regional council issued.
 */
function personJsonLd(pro: PublicProfessional) {
  const p = pro.professionalProfile;
  const { name, title } = publicIdentity(pro);
  const council = councilOfSpecialty(p.specialties[0]);
  return {
    "@type": "Person",
    name,
    jobTitle: title,
    ...(p.professionalRegister
      ? {
          identifier: p.professionalRegister,
          hasCredential: {
            "@type": "EducationalOccupationalCredential",
            credentialCategory: "Registro profissional",
            name: p.professionalRegister,
            ...(council
              ? { recognizedBy: { "@type": "Organization", name: council.council } }
              : {}),
          },
        }
      : {}),
  };
}

/** The bairro a visitor reads: the office's, else the first home-service area. */
const bairroOf = (p: ProfileData["professional"]["professionalProfile"]) =>
  p.officeNeighborhood ?? p.homeServiceAreas[0] ?? null;

/**
 * Title, description, Open Graph and schema.org of a profile (decision 0353). Only what the
 * public profile already shows: never the contact, the CPF or the street address.
 */
export function profileHead(data: ProfileData, origin: string, indexable: boolean): PageHead {
  const pro = data.professional;
  const p = pro.professionalProfile;
  const identity = publicIdentity(pro);
  const { name } = identity;
  const price = priceText(p.priceRange, p.startingFrom);
  const bairro = bairroOf(p);
  const city = officeField(p, "officeCity") ?? p.homeServiceCity ?? null;
  const state = officeField(p, "officeState");
  const rated = p.reviewCount > 0 && p.averageRating !== null;
  const facts = [
    identity.text,
    bairro ? [bairro, city].filter(Boolean).join(", ") : city,
    price,
    rated
      ? `Nota ${oneDecimal.format(p.averageRating!)} (${p.reviewCount} ${p.reviewCount === 1 ? "avaliação" : "avaliações"})`
      : null,
  ].filter(Boolean);
  const canonical = origin + profilePath(pro);
  // A profile photo is square: the small card fits it (a large card would crop the face).
  const image = pro.profileImageUrl
    ? {
        url: origin + pro.profileImageUrl,
        width: PHOTO_OUTPUT_SIZE,
        height: PHOTO_OUTPUT_SIZE,
        alt: `Foto de ${name}`,
      }
    : null;
  return {
    // The app's profile screen names its tab with the same words (decision 0375).
    title: pageTitle(profileScreenName(pro)),
    previewTitle: pageTitle(identity.text),
    description: `${facts.join(" · ")}. Agende online no ${SITE}.`,
    canonical,
    image,
    indexable,
    ogType: "profile",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      name,
      url: canonical,
      ...(image ? { image: image.url } : {}),
      description: pro.professionalProfile.bio ?? pro.bio ?? undefined,
      employee: personJsonLd(pro),
      knowsAbout: p.specialties,
      ...(bairro || city
        ? {
            areaServed: [bairro, ...p.homeServiceAreas.filter((a) => a !== bairro)]
              .filter(Boolean)
              .map((place) => ({ "@type": "Place", name: place })),
            address: {
              "@type": "PostalAddress",
              ...(bairro ? { addressLocality: [bairro, city].filter(Boolean).join(", ") } : {}),
              ...(state ? { addressRegion: state } : {}),
              addressCountry: "BR",
            },
          }
        : {}),
      ...(p.priceRange !== null
        ? {
            makesOffer: p.serviceOptions.map((option) => ({
              "@type": "Offer",
              name: `${p.specialties[0] ?? ""} (${SERVICE_NAMES[option]})`,
              price: Number(p.priceRange).toFixed(2),
              priceCurrency: "BRL",
            })),
            priceRange: price,
          }
        : {}),
      ...(rated
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: Number(p.averageRating!.toFixed(1)),
              reviewCount: p.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}

const SERVICE_NAMES: Record<string, string> = {
  online: "Online",
  local_proprio: "Local Próprio",
  domiciliar: "Domiciliar",
};

/** A listing page: `/psicologia/sao-paulo/pinheiros`. */
export function listingHead(data: ListingData, origin: string): PageHead {
  const heading = listingHeading(data.specialty, data.city, data.neighborhood, data.state);
  const canonical = origin + listingPath(data.specialty, data.city, data.neighborhood, data.state);
  return {
    title: pageTitle(heading),
    description: `${heading}: profissionais verificados, preços e avaliações. Agende online no ${SITE}.`,
    canonical,
    image: { ...SITE_IMAGE, url: origin + SITE_IMAGE.path },
    // A place where nobody is listed yet is no page for search engines (issue 29, item 10).
    indexable: data.professionals.length > 0,
    ogType: "website",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: heading,
      url: canonical,
      itemListElement: data.professionals.map((pro, i) => ({
        "@type": "ListItem",
        position: i + 1,
        url: origin + profilePath(pro),
        name: `${pro.firstName} ${pro.lastName}`.trim(),
        item: { ...personJsonLd(pro), url: origin + profilePath(pro) },
      })),
    },
  };
}

/**
 * The landing page for visitors (issue 29, item 2): the site itself, its preview image, and the
 * search a search engine may offer in its results (schema.org WebSite + SearchAction).
 */
export function landingHead(origin: string): PageHead {
  return {
    title: HOME_TITLE,
    description: `Encontre psicólogos, nutricionistas, fisioterapeutas e personal trainers verificados perto de você e agende online no ${SITE}.`,
    canonical: `${origin}/`,
    image: { ...SITE_IMAGE, url: origin + SITE_IMAGE.path },
    indexable: true,
    ogType: "website",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: SITE,
      url: `${origin}/`,
      potentialAction: {
        "@type": "SearchAction",
        target: `${origin}/professionals?name={search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    },
  };
}

/**
 * A client's home, rendered for them (issue 35, item 0b): the tab's title the app gives it, and
 * nothing for a search engine or a link preview (a signed-in page).
 */
export function clientHomeHead(origin: string): PageHead {
  const title = pageTitle("Início");
  return {
    title,
    description: `${SITE}: seus agendamentos e profissionais de saúde e bem-estar verificados.`,
    canonical: `${origin}/`,
    image: null,
    indexable: false,
    ogType: "website",
    jsonLd: { "@context": "https://schema.org", "@type": "WebPage", name: title },
  };
}

/**
 * The app's search page (decision 0366): one head for every search, as before it was
 * rendered. Nothing of the query (a specialty, a bairro) in the title, and not indexed: the
 * listing pages are the addresses search engines keep (decision 0354).
 */
export function searchHead(origin: string): PageHead {
  const title = pageTitle("Buscar profissionais");
  return {
    title,
    description: `${SITE}: encontre profissionais de saúde e bem-estar verificados e agende online.`,
    canonical: `${origin}/professionals`,
    image: null,
    indexable: false,
    ogType: "website",
    jsonLd: { "@context": "https://schema.org", "@type": "SearchResultsPage", name: title },
  };
}

/**
 * JSON inside a <script> element: `<`, `>`, `&` and the two line separators as \u escapes,
 * so no text a user typed ("</script>", "<!--") can end the element (decision 0353).
 */
export const jsonInScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const isWide = (image: PreviewImage | null) => !!image && image.width >= 1.5 * image.height;

/** The <head> lines of a page, every value escaped. */
export function headHtml(head: PageHead): string {
  const e = escapeHtml;
  const meta = (attr: "name" | "property", key: string, value: string) =>
    `<meta ${attr}="${key}" content="${e(value)}" />`;
  return [
    `<title>${e(head.title)}</title>`,
    meta("name", "description", head.description),
    head.indexable ? "" : meta("name", "robots", "noindex"),
    `<link rel="canonical" href="${e(head.canonical)}" />`,
    meta("property", "og:site_name", SITE),
    meta("property", "og:locale", "pt_BR"),
    meta("property", "og:type", head.ogType),
    meta("property", "og:title", head.previewTitle ?? head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    ...(head.image
      ? [
          meta("property", "og:image", head.image.url),
          meta("property", "og:image:width", String(head.image.width)),
          meta("property", "og:image:height", String(head.image.height)),
          meta("property", "og:image:alt", head.image.alt),
        ]
      : []),
    // The large card only for an image as wide as it (1.91:1); a square photo gets the small one.
    meta("name", "twitter:card", isWide(head.image) ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.previewTitle ?? head.title),
    meta("name", "twitter:description", head.description),
    ...(head.image
      ? [
          meta("name", "twitter:image", head.image.url),
          meta("name", "twitter:image:alt", head.image.alt),
        ]
      : []),
    `<script type="application/ld+json">${jsonInScript(head.jsonLd)}</script>`,
  ]
    .filter(Boolean)
    .join("\n    ");
}
