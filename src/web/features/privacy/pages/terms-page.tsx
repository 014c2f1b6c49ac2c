import { BAN_REASONS } from "@domain/ban-reasons";
import { LEGAL_VERSIONS } from "@domain/legal";
import { PrivacyLink } from "@web/components/layout/privacy-link";
import { Card } from "@web/components/ui/card";
import { AuthFrame } from "@web/features/auth/components/auth-frame";
import { usePageTitle } from "@web/lib/use-page-title";
import { LegalSection as Section } from "../components/legal-section";

/**
 * The Termos de Uso (issue 31, item 3; decision 0391): public, versioned; a new version is
 * accepted again by every signed-in person before they go on.
 */
export function TermsPage() {
  usePageTitle("Termos de Uso");
  return (
    <AuthFrame wide>
      <Card className="space-y-6 p-6 text-slate-800 shadow-md sm:p-8">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Termos de Uso</h1>
          <p className="mt-1 text-sm text-slate-600">
            Versão de {LEGAL_VERSIONS.terms.date}. Ao criar uma conta, você aceita estes termos e o{" "}
            <PrivacyLink />.
          </p>
        </div>
        <Section title="O que o Acolher faz">
          <p>
            O Acolher é uma plataforma que aproxima clientes de profissionais de saúde e bem-estar
            verificados (Psicologia, Nutrição, Fisioterapia e Personal Trainer): você encontra um
            profissional, solicita um horário da agenda dele, confirma que o atendimento aconteceu e
            o avalia. O operador da plataforma está identificado no rodapé de cada página e no Aviso
            de Privacidade.
          </p>
        </Section>
        <Section title="O que o Acolher não faz">
          <ul className="list-disc space-y-1 pl-5">
            <li>
              O Acolher não é um serviço de saúde: não presta atendimento, não faz diagnóstico e não
              indica tratamento. Quem atende é o profissional, que responde pelo seu serviço perante
              o cliente e o seu conselho profissional.
            </li>
            <li>
              <strong>Não use o Acolher em emergências.</strong> Em risco de vida, ligue para o SAMU
              (192). Se você está pensando em se machucar ou precisa conversar agora, o CVV atende
              de graça, 24 horas, pelo telefone 188 e em cvv.org.br.
            </li>
            <li>
              O Acolher não recebe pagamentos: o valor do atendimento é combinado e pago diretamente
              ao profissional.
            </li>
          </ul>
        </Section>
        <Section title="Quem usa e o que cabe a cada um">
          <ul className="list-disc space-y-1 pl-5">
            <li>
              Clientes: informam dados verdadeiros, comparecem aos horários confirmados ou cancelam
              com a antecedência pedida pelo profissional, e avaliam com respeito, sem dados de
              saúde de ninguém.
            </li>
            <li>
              Profissionais: mantêm o registro no conselho regular e os dados do perfil verdadeiros,
              seguem o código de ética da profissão (inclusive as regras de publicidade: sem
              promoções, descontos, sorteios ou resultados garantidos) e guardam o sigilo sobre o
              que souberem dos clientes. O perfil só aparece nas buscas depois da verificação do
              registro pela equipe do Acolher.
            </li>
            <li>
              Administradores do Acolher: verificam profissionais, analisam denúncias e respondem ao
              suporte; não leem agendamentos, observações nem mensagens além do necessário para
              isso.
            </li>
          </ul>
        </Section>
        <Section title="Preços e tarifas">
          <p>
            Criar a conta e usar o Acolher é gratuito para clientes e profissionais. O valor de cada
            atendimento é o honorário definido pelo profissional e aparece no perfil dele antes da
            solicitação.
          </p>
        </Section>
        <Section title="Agendamentos, cancelamentos e faltas">
          <p>
            Antes de solicitar um horário, você vê a data, o horário, o valor, a antecedência de
            cancelamento e a política de faltas do profissional, e é isso que fica registrado como
            aceito. Um pedido só vira sessão quando o profissional aprova. Cancelar dentro da
            antecedência pedida fica registrado como cancelamento tardio; o que isso implica é
            combinado com o profissional, nunca cobrado pelo Acolher.
          </p>
        </Section>
        <Section title="Suspensão de contas">
          <p>
            Uma conta pode ser suspensa por um destes motivos, sempre informado por e-mail à pessoa:{" "}
            {Object.values(BAN_REASONS).join("; ")}. Para contestar, escreva para o contato do
            operador no rodapé.
          </p>
        </Section>
        <Section title="Responsabilidades">
          <p>
            O Acolher responde pelo funcionamento da plataforma e pelo tratamento dos seus dados,
            nos termos do Código de Defesa do Consumidor e da Lei Geral de Proteção de Dados. O
            profissional responde pelo atendimento que presta. Nada nestes termos afasta direitos
            que a lei garante ao consumidor.
          </p>
        </Section>
        <Section title="Mudanças nestes termos">
          <p>
            Quando estes termos ou o Aviso de Privacidade mudarem, publicamos a nova versão com a
            data e pedimos que você a aceite antes de continuar usando a sua conta. Você pode
            recusar e excluir a conta, ou baixar os seus dados, a qualquer momento.
          </p>
        </Section>
        <Section title="Foro">
          <p>
            Vale a lei brasileira. Eventuais disputas são resolvidas no foro do domicílio do
            consumidor (Código de Defesa do Consumidor, art. 101, I).
          </p>
        </Section>
      </Card>
    </AuthFrame>
  );
}
