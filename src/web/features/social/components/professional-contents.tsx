import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { formatDate } from "@web/lib/dates";
import { useProfessionalContents } from "../api/get-professional-contents";

/**
 * The profile's 'Conteúdos' (issue 34, item 2; decision 0404): the professional's three latest
 * contents, each a link to its public page; nothing when there are none. The list comes with
 * the server-rendered page (its read is seeded), so hydrating it changes nothing.
 */
export function ProfessionalContents({ professionalId }: { professionalId: string }) {
  const contents = useProfessionalContents(professionalId);
  const list = contents.data ?? [];
  if (list.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Conteúdos</h2>
      </CardHeader>
      <CardContent>
        <ul aria-label="Conteúdos" className="grid gap-3">
          {list.map((content) => (
            <li key={content.id} className="grid gap-0.5">
              {/* A server-written page: a full load, not the app's router. */}
              <a href={content.path} className="font-medium text-teal-800 hover:underline">
                {content.title}
              </a>
              <span className="text-sm text-slate-700">
                Publicado em {formatDate(content.publishedAt)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
