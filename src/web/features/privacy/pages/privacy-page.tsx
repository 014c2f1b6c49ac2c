import { LEGAL_VERSIONS } from "@domain/legal";
import { SUPPORT_PATH } from "@domain/support";
import { Card } from "@web/components/ui/card";
import { AuthFrame } from "@web/features/auth/components/auth-frame";
import { usePageTitle } from "@web/lib/use-page-title";
import { Link } from "wouter";
import { LegalSection as Section } from "../components/legal-section";
import { OperatorSection } from "../components/operator-section";
import { PrivacyPurposes } from "../components/privacy-purposes";

const LINK = "rounded-sm font-semibold text-teal-800 underline underline-offset-4";

/** The privacy notice (LGPD, Lei 13.709/2018): public, for visitors and signed-in users alike. */
export function PrivacyPage() {
  usePageTitle("Aviso de Privacidade");
  return (
    <AuthFrame wide>
      <Card className="space-y-6 p-6 text-slate-800 shadow-md sm:p-8">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
            Aviso de Privacidade
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Versão de {LEGAL_VERSIONS.privacy.date}. Quando ele mudar, pediremos que você aceite a
            nova versão.
          </p>
        </div>
        <p>
          O Acolher liga pessoas a profissionais de saúde verificados. Para isso tratamos dados
          pessoais, e alguns deles, como os agendamentos de consultas, são dados pessoais sensíveis,
          referentes à saúde (Lei Geral de Proteção de Dados, Lei 13.709/2018).
        </p>
        <OperatorSection />
        <Section title="Para que tratamos seus dados">
          <p>
            Somente para prestar o serviço que você pede: encontrar profissionais, agendar,
            confirmar e avaliar atendimentos, e manter a plataforma segura. Não vendemos dados, não
            usamos cookies de publicidade nem de rastreamento; o único cookie é o da sessão. Para
            cada finalidade, o que tratamos, com que base legal, quem vê e por quanto tempo:
          </p>
          <PrivacyPurposes />
        </Section>
        <Section title="Transferência internacional">
          <p>
            Os e-mails do Acolher são enviados por um provedor contratado pelo operador, que pode
            guardar os dados fora do Brasil. Ele recebe só o seu endereço de e-mail e o aviso, nunca
            dados de saúde, e a transferência segue o art. 33 da LGPD, com as cláusulas-padrão da
            ANPD (Resolução CD/ANPD 19/2024). Os demais dados ficam no banco de dados do operador.
          </p>
          <p>
            A chamada de uma sessão online vai diretamente entre os dois navegadores, sem passar por
            outro país; só quando o profissional indica a própria sala de vídeo ela passa pelo
            provedor que ele escolheu.
          </p>
        </Section>
        <Section title="Crianças e adolescentes">
          <p>
            O Acolher é para maiores de 18 anos. O atendimento de uma criança ou de um adolescente é
            solicitado pelo responsável legal, na conta dele, que consente pela criança (LGPD, art.
            14); escreva nas observações só o necessário.
          </p>
        </Section>
        <Section title="Seus direitos (LGPD, art. 18)">
          <p>Você pode, a qualquer momento e sem custo:</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              <strong>Confirmar que tratamos seus dados e acessá-los</strong> (I e II), e{" "}
              <strong>levá-los a outro serviço</strong> (V): no seu perfil,{" "}
              <strong>Baixar meus dados</strong> gera um arquivo JSON com tudo o que guardamos.
            </li>
            <li>
              <strong>Corrigir dados</strong> (III): no próprio perfil; o que não puder mudar ali
              (como o CPF), pelo suporte.
            </li>
            <li>
              <strong>Pedir anonimização, bloqueio ou eliminação</strong> do que for desnecessário
              (IV), <strong>saber com quem compartilhamos</strong> (VII) e as consequências de não
              consentir (VIII): em{" "}
              <Link href={SUPPORT_PATH} className={LINK}>
                Fale com o suporte
              </Link>
              , que responde em até 15 dias.
            </li>
            <li>
              <strong>Eliminar os dados tratados com consentimento e revogá-lo</strong> (VI e IX):
              nos detalhes do agendamento, <strong>Retirar autorização da observação</strong> apaga
              a observação; <strong>Excluir conta</strong>, no perfil, apaga seus dados pessoais.
            </li>
            <li>
              Reclamar à Autoridade Nacional de Proteção de Dados (ANPD), se achar que não atendemos
              seu pedido (art. 18, § 1º).
            </li>
          </ul>
        </Section>
        <Section title="Segurança">
          <p>
            As senhas são guardadas com argon2id, as sessões expiram, cada pessoa só acessa os
            próprios registros e nenhum dado de saúde vai para e-mails, endereços de página ou
            registros do servidor. Em um incidente que possa trazer risco, avisamos você e a ANPD em
            até 3 dias úteis (Resolução CD/ANPD 15/2024).
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
