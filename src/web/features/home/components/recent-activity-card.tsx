import { Card, CardContent, CardHeader } from "@web/components/ui/card";

/** SPEC §2: the 'Recent activity' card always reads the same line. */
export function RecentActivityCard() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Atividade recente</h2>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-slate-700">Nenhuma atividade recente encontrada.</p>
      </CardContent>
    </Card>
  );
}
