import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { Link } from "wouter";
import { SectionTitle } from "./section-title";

/** The password, the e-mails and the calendar address live on /settings (issue 16). */
export function SettingsLinkCard() {
  return (
    <Card>
      <CardHeader>
        <SectionTitle>Senha, e-mails e calendário</SectionTitle>
        <CardDescription>
          Altere sua senha, escolha quais e-mails receber e gere o endereço do seu calendário em
          Configurações.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link href="/settings">Abrir Configurações</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
