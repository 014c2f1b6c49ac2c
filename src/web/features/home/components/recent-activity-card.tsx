import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

/** SPEC §2: the 'Recent activity' card always reads the same line. */
export function RecentActivityCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Atividade recente</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-slate-700">Nenhuma atividade recente encontrada.</p>
      </CardContent>
    </Card>
  );
}
