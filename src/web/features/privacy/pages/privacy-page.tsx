import { Card } from "@web/components/ui/card";
import { AuthFrame } from "@web/features/auth/components/auth-frame";
import { usePageTitle } from "@web/lib/use-page-title";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { OperatorSection } from "../components/operator-section";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** The privacy notice (LGPD, Lei 13.709/2018): public, for visitors and signed-in users alike. */
export function PrivacyPage() {
  usePageTitle("Aviso de Privacidade");
  return (
    <AuthFrame wide>
      <Card className="space-y-6 p-6 text-slate-800 shadow-md sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          Aviso de Privacidade
        </h1>
        <p>
          O Acolher liga pessoas a profissionais de saúde verificados. Para isso tratamos dados
          pessoais, e alguns deles, como os agendamentos de consultas, são dados pessoais sensíveis,
          referentes à saúde (Lei Geral de Proteção de Dados, Lei 13.709/2018).
        </p>
        <OperatorSection />
        <Section title="Quais dados guardamos">
          <ul className="list-disc space-y-1 pl-5">
            <li>
              Conta: nome, sobrenome, e-mail, senha (apenas na forma de um resumo criptográfico),
              telefone, cidade, bairro, bio e foto.
            </li>
            <li>
              Profissionais: CPF, registro no conselho, especialidades, locais de atendimento,
              preços, agenda e bloqueios.
            </li>
            <li>
              Agendamentos: data, horário, tipo de atendimento, observações e endereço do
              atendimento domiciliar.
            </li>
            <li>Confirmações de atendimento e avaliações.</li>
            <li>Sessões: datas de entrada e de último uso (nunca o conteúdo do cookie).</li>
            <li>
              Ações de administração sobre a sua conta (suspensão, verificação) e o motivo
              informado.
            </li>
          </ul>
        </Section>
        <Section title="Para que usamos">
          <p>
            Somente para prestar o serviço que você pede: encontrar profissionais, agendar e
            confirmar consultas, avaliar atendimentos e manter a plataforma segura. Não vendemos
            dados, não usamos cookies de publicidade nem de rastreamento; o único cookie é o da
            sessão.
          </p>
        </Section>
        <Section title="Quem vê os seus dados">
          <p>
            O profissional vê os dados do agendamento que você solicita a ele. Os seus contatos só
            aparecem para outras pessoas quando você escolhe mostrá-los. Avaliações anônimas não
            mostram o seu nome. Administradores veem os dados necessários para verificar
            profissionais e moderar contas.
          </p>
        </Section>
        <Section title="Seus direitos (LGPD, art. 18)">
          <p>
            Você pode confirmar que tratamos seus dados, acessá-los, corrigi-los, levá-los para
            outro serviço e pedir a eliminação. No seu perfil:
          </p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              <strong>Baixar meus dados</strong>: um arquivo JSON com tudo o que guardamos sobre
              você.
            </li>
            <li>
              <strong>Excluir conta</strong>: seus dados pessoais são apagados; o histórico de
              consultas do profissional mantém apenas data, horário e situação, sem o seu nome nem o
              que você escreveu.
            </li>
            <li>Os dados da conta podem ser corrigidos a qualquer momento no próprio perfil.</li>
          </ul>
        </Section>
        <Section title="Segurança">
          <p>
            As senhas são guardadas com argon2id, as sessões expiram e cada pessoa só acessa os
            próprios registros.
          </p>
        </Section>
        <p>
          <Link
            href="/"
            className="rounded-sm font-semibold text-teal-800 underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            Voltar ao início
          </Link>
        </p>
      </Card>
    </AuthFrame>
  );
}
