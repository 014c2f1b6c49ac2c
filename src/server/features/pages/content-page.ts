import { type Block, contentExcerpt, type Inline, parseContentText } from "@domain/contents";
import type { SiteInfo } from "@domain/contracts/site";
import { pageTitle, SITE_NAME } from "@domain/page-title";
import { specialtyTitle } from "@domain/text";
import type { ContentPageLookup } from "@server/features/contents/public-contents";
import { escapeHtml as e } from "@server/notifications/templates/render";
import { headHtml, type PageHead } from "./head";

type Found = Extract<ContentPageLookup, { status: "found" }>;

/** Link preview, canonical and schema.org `Article` of a content (decision 0404). */
export function contentHead(found: Found, origin: string): PageHead {
  const { content, row } = found;
  const name = `${content.author.firstName} ${content.author.lastName}`.trim();
  const job = specialtyTitle(
    row.specialties[0],
    row.titleForm === "feminine" || row.titleForm === "masculine" ? row.titleForm : null,
  );
  const canonical = origin + content.path;
  const image = content.imageUrl ?? content.author.profileImageUrl;
  return {
    title: pageTitle(content.title),
    description: contentExcerpt(content.contentText, 200),
    canonical,
    image: content.imageUrl
      ? { url: origin + content.imageUrl, width: 1200, height: 630, alt: content.title }
      : null,
    indexable: found.indexable,
    ogType: "article",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: content.title,
      url: canonical,
      mainEntityOfPage: canonical,
      datePublished: content.publishedAt,
      dateModified: content.updatedAt,
      ...(image ? { image: origin + image } : {}),
      author: {
        "@type": "Person",
        name,
        ...(job ? { jobTitle: job } : {}),
        url: origin + content.author.profilePath,
      },
      publisher: { "@type": "Organization", name: SITE_NAME },
    },
  };
}

/** Inline marks as HTML: every text escaped, links only to https with rel="nofollow ugc noopener". */
function inlineHtml(inlines: Inline[]): string {
  return inlines
    .map((i) => {
      if (i.type === "text") return e(i.text);
      if (i.type === "link") {
        return `<a href="${e(i.href)}" rel="nofollow ugc noopener" target="_blank">${e(i.href)}</a>`;
      }
      const tag = i.type === "strong" ? "strong" : "em";
      return `<${tag}>${inlineHtml(i.children)}</${tag}>`;
    })
    .join("");
}

/** The text's blocks as HTML (the web's `ContentText` renders the same tree with React). */
export function contentTextHtml(blocks: Block[]): string {
  return blocks
    .map((b) => {
      if (b.type === "paragraph") return `<p>${b.lines.map(inlineHtml).join("<br>")}</p>`;
      const tag = b.ordered ? "ol" : "ul";
      return `<${tag}>${b.items.map((item) => `<li>${inlineHtml(item)}</li>`).join("")}</${tag}>`;
    })
    .join("\n");
}

const dateText = (iso: string) =>
  new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "America/Sao_Paulo" }).format(
    new Date(iso),
  );

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.6}
header,main,footer{max-width:44rem;margin:0 auto;padding:1rem}
header a{color:#0f766e;font-weight:700;text-decoration:none;font-size:1.25rem}
article{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.5rem}
h1{font-size:1.75rem;line-height:1.25;margin:.25rem 0 1rem}
.by{color:#475569;font-size:.95rem}.by a{color:#0f766e}
article img{max-width:100%;height:auto;border-radius:.5rem}
article a{color:#0f766e;word-break:break-all}
footer{color:#475569;font-size:.85rem}footer a{color:#0f766e}`;

/**
 * A content's page (decision 0404): the server's own HTML, whole without any script (the app's
 * code is not loaded: nothing to hydrate, nothing the author typed can run), with the head, the
 * text through the escaping renderer, the author's profile link and the operator's footer.
 */
export function contentDocument(found: Found, head: PageHead, site: SiteInfo): string {
  const { content, row } = found;
  const name = `${content.author.firstName} ${content.author.lastName}`.trim();
  const titleForm =
    row.titleForm === "feminine" || row.titleForm === "masculine" ? row.titleForm : null;
  const job = specialtyTitle(row.specialties[0], titleForm);
  const image = content.imageUrl
    ? `<p><img src="${e(content.imageUrl)}" alt="${e(content.title)}"></p>`
    : "";
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    ${headHtml(head)}
    <style>${STYLE}</style>
  </head>
  <body>
    <header><a href="/">${e(SITE_NAME)}</a></header>
    <main>
      <article>
        <h1>${e(content.title)}</h1>
        <p class="by">Por <a href="${e(content.author.profilePath)}">${e(name)}</a>${job ? `, ${e(job)}` : ""} · <time datetime="${e(content.publishedAt)}">${e(dateText(content.publishedAt))}</time></p>
        ${image}
        ${contentTextHtml(parseContentText(content.contentText))}
        <p class="by"><a href="${e(content.author.profilePath)}">Ver o perfil de ${e(name)} e agendar</a></p>
      </article>
    </main>
    <footer>
      <p>O ${e(SITE_NAME)} é operado por ${e(site.operator.name)}, CNPJ ${e(site.operator.cnpj)}. <a href="/privacidade">Privacidade</a></p>
    </footer>
  </body>
</html>`;
}
