import type { Content } from "@domain/contracts/contents";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import type { ReactNode } from "react";
import { ContentText } from "./content-text";

const dateText = (iso: string) =>
  new Intl.DateTimeFormat("pt-BR", { dateStyle: "long" }).format(new Date(iso));

/**
 * One content in a list: title (its public page, a full load: the server writes it), author,
 * date, image and text; `actions` below (report, delete).
 */
export function ContentCard({
  content,
  badge,
  actions,
}: {
  content: Content;
  badge?: ReactNode;
  actions?: ReactNode;
}) {
  const name = `${content.author.firstName} ${content.author.lastName}`.trim();
  return (
    <Card>
      <CardHeader className="grid gap-1">
        {badge}
        <h2 className="text-lg font-semibold leading-tight">
          <a href={content.path} className="hover:underline">
            {content.title}
          </a>
        </h2>
        <p className="text-sm text-slate-600">
          <a href={content.author.profilePath} className="text-teal-800 hover:underline">
            {name}
          </a>
          {content.author.specialty ? ` · ${content.author.specialty}` : ""} ·{" "}
          {dateText(content.publishedAt)}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        {content.imageUrl && (
          <img src={content.imageUrl} alt="" className="max-h-96 w-full rounded-md object-cover" />
        )}
        <ContentText text={content.contentText} />
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </CardContent>
    </Card>
  );
}
