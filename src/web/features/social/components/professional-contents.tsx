import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { formatDate } from "@web/lib/dates";
import { useProfessionalContents } from "../api/get-professional-contents";

/**
 * The profile's 'Conteúdos' (issue 34, item 2; decision 0404): the professional's latest
 * contents, each a link to its public page; nothing when there are none.
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
        <ul aria-label="Conteúdos" className="grid gap-2">
          {list.map((c) => (
            <li key={c.id}>
              {/* A server-written page: a full load, not the app's router. */}
              <a href={c.path} className="font-medium text-teal-800 hover:underline">
                {c.title}
              </a>
              <span className="block text-xs text-slate-700">{formatDate(c.publishedAt)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
