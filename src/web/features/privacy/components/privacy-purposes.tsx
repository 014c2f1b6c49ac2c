import { RETENTION_DAYS } from "@domain/retention";

interface Purpose {
  title: string;
  data: string;
  basis: string;
  seenBy: string;
  kept: string;
}

const years = (days: number) => `${Math.round(days / 365)} anos`;

/**
 * Issue 31, item 2 (decision 0393): each purpose with its data, legal basis (LGPD article and
 * item), who sees it and how long it is kept; the periods are the retention job's own.
 */
export const PURPOSES: Purpose[] = [
  {
    title: "Sua conta e o acesso a ela",
    data: "Nome, sobrenome, e-mail, senha (guardada só como resumo criptográfico argon2id), telefone, cidade, bairro, bio e foto; as sessões (datas de entrada e de último uso).",
    basis: "Execução do contrato de uso da plataforma (art. 7º, V).",
    seenBy:
      "Você. O profissional de um agendamento vê seu nome e os contatos que você escolher mostrar. A equipe do Acolher, quando precisa para o suporte ou a segurança.",
    kept: "Enquanto a conta existir. Ao excluir a conta, os dados pessoais são apagados na hora; as sessões expiram sozinhas.",
  },
  {
    title: "Verificação de profissionais",
    data: "CPF, registro no conselho (conselho, região e número), especialidades, locais de atendimento e honorário.",
    basis:
      "Execução do contrato (art. 7º, V) e legítimo interesse de proteger os clientes, confirmando que quem atende é habilitado (art. 7º, IX).",
    seenBy:
      "O CPF só a equipe do Acolher vê, nunca é público. Registro, especialidades, locais e honorário aparecem no perfil público, por escolha do profissional.",
    kept: "Enquanto a conta existir.",
  },
  {
    title: "Agendamentos",
    data: "Data, horário, tipo de atendimento, situação, as condições aceitas na solicitação, o endereço do atendimento domiciliar e as observações. Como um agendamento com um profissional de saúde revela algo sobre a sua saúde, tratamos tudo isso como dado sensível.",
    basis:
      "Exercício regular de direitos em contrato (art. 11, II, d). As observações, que podem conter dados de saúde, só com o seu consentimento específico, registrado com a versão do texto (art. 11, I).",
    seenBy:
      "Você e o profissional do agendamento. Nunca aparece em e-mails, links ou notificações.",
    kept: `Observações, notas do profissional e endereço: apagados ${RETENTION_DAYS.bookingDetails} dias depois da sessão (antes, se você retirar a autorização da observação). Data, horário e situação: enquanto a conta existir; na exclusão da conta, ficam sem o seu nome.`,
  },
  {
    title: "Sessões online",
    data: "Que cada um entrou na sala da sessão e quando (nada da chamada: áudio e vídeo vão diretamente entre os dois navegadores e nunca passam pelo Acolher nem são gravados); o termo de consentimento aceito, com o texto exato, a versão e as datas de aceite e de retirada; as mensagens técnicas que ligam os dois navegadores (sinalização), guardadas só em trânsito, por no máximo 2 minutos.",
    basis:
      "Tutela da saúde, em atendimento por profissional de saúde, para realizar a sessão (art. 11, II, f). O registro do consentimento que a Lei 14.510/2022 exige para o atendimento a distância: execução do contrato e cumprimento de obrigação legal (art. 7º, V e II; art. 11, II, a).",
    seenBy:
      "Você e o profissional da sessão: as entradas na sala e o aceite do termo aparecem nos agendamentos dos dois e em 'Baixar meus dados'. A chamada não vai para outros países nem para terceiros, salvo quando o profissional indica a própria sala de vídeo (Meet, Zoom, Jitsi…): aí ela passa pelo provedor que ele escolheu.",
    kept: "Entradas na sala: como os agendamentos, enquanto a conta existir; na exclusão da conta, ficam sem o seu nome. Termo aceito: enquanto a conta existir, também depois de retirado. Sinalização: no máximo 2 minutos.",
  },
  {
    title: "Pagamentos e recibos",
    data: "O que cada lado informa sobre o pagamento de uma sessão ('Já paguei', 'Pagamento recebido' com data, valor e forma, e 'Recibo emitido') e, para psicólogos e fisioterapeutas, o CPF de quem pagou e, se for outra pessoa, o nome e o CPF de quem foi atendido. Nenhum dinheiro passa pelo Acolher.",
    basis:
      "Execução do contrato (art. 7º, V). O CPF: cumprimento de obrigação legal do profissional, que emite o recibo Receita Saúde (art. 7º, II; art. 11, II, a; IN RFB 2.240/2024).",
    seenBy:
      "Você e o profissional da sessão. O CPF, só o profissional, no 'Financeiro' dele; nunca em e-mails, links ou notificações.",
    kept: "Enquanto a conta existir. Na exclusão da conta do cliente, o CPF é apagado, salvo de pagamento já recebido, cujo recibo o profissional precisa emitir e guardar (art. 16, I).",
  },
  {
    title: "Mensagens",
    data: "As mensagens trocadas com um profissional ou cliente, quando cada lado leu e as denúncias de mensagens.",
    basis:
      "Execução do contrato (art. 7º, V) e, como podem falar da sua saúde, tutela da saúde em atendimento por profissional de saúde (art. 11, II, f).",
    seenBy:
      "Só as duas pessoas da conversa. A equipe do Acolher lê uma conversa apenas se uma mensagem dela for denunciada. O texto nunca vai em e-mails, links ou notificações: o e-mail só avisa que há mensagem nova.",
    kept: `${years(RETENTION_DAYS.conversations)} depois da última mensagem. Na exclusão da conta, as suas mensagens são apagadas e o outro lado vê 'Conta excluída'.`,
  },
  {
    title: "Avaliações e denúncias",
    data: "Nota, comentário, a resposta do profissional e as denúncias que você fizer.",
    basis:
      "Legítimo interesse de informar outros clientes e manter a plataforma segura (art. 7º, IX). Um comentário que cita diagnóstico ou medicamento só é publicado se você confirmar.",
    seenBy:
      "Conforme a escolha do profissional: a nota e o comentário, só a nota, ou só ele. Sem comentário, a avaliação é anônima. Denúncias: a equipe do Acolher.",
    kept: "Enquanto a conta existir; na exclusão da conta, a avaliação fica anônima.",
  },
  {
    title: "Avisos e e-mails",
    data: "Notificações no aplicativo e o registro de cada e-mail enviado (tipo, data e situação, nunca o texto).",
    basis:
      "Execução do contrato (art. 7º, V); os lembretes opcionais você desliga nas configurações.",
    seenBy:
      "Você. O provedor de envio de e-mails recebe seu endereço e o aviso, sem dados de saúde.",
    kept: `Notificações: ${RETENTION_DAYS.notifications} dias. Registro de e-mails: ${RETENTION_DAYS.emailRecords} dias.`,
  },
  {
    title: "Segurança e prevenção de fraudes",
    data: "Tentativas de entrada que falharam, links de troca de senha e os registros de acesso (endereço IP, data e hora).",
    basis:
      "Legítimo interesse de proteger as contas (art. 7º, IX) e obrigação legal de guardar registros de acesso (art. 7º, II; Marco Civil da Internet, art. 15).",
    seenBy: "A equipe do Acolher, e autoridades somente por ordem judicial.",
    kept: `Tentativas de entrada e links de senha: ${RETENTION_DAYS.signInAttempts} dias. Registros de acesso: 6 meses, pelo operador.`,
  },
  {
    title: "Suporte e pedidos sobre seus dados",
    data: "Os chamados de 'Fale com o suporte', as mensagens trocadas e, nos pedidos sobre dados pessoais, o que foi feito.",
    basis:
      "Obrigação legal de manter um canal de atendimento (art. 7º, II; Decreto 7.962/2013, art. 4º, V) e de atender aos direitos do titular (art. 18).",
    seenBy: "Você e a equipe do Acolher.",
    kept: `${years(RETENTION_DAYS.closedTickets)} depois de encerrado (prazo do Código de Defesa do Consumidor, art. 27).`,
  },
  {
    title: "Aceites e consentimentos",
    data: "Cada aceite dos Termos de Uso e deste aviso (versão e data) e cada consentimento dado ou retirado.",
    basis: "Prova do consentimento e do aceite, que a lei nos pede (art. 8º, § 2º; art. 7º, II).",
    seenBy: "Você e a equipe do Acolher.",
    kept: "Enquanto a conta existir.",
  },
];

/** The purposes as the notice shows them: one block each, the four answers labelled. */
export function PrivacyPurposes() {
  return (
    <div className="space-y-4">
      {PURPOSES.map((purpose) => (
        <section key={purpose.title} className="space-y-1 rounded-md border border-slate-200 p-4">
          <h3 className="font-semibold text-slate-900">{purpose.title}</h3>
          <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr] sm:gap-x-3">
            <dt className="font-medium text-slate-900">Dados</dt>
            <dd>{purpose.data}</dd>
            <dt className="font-medium text-slate-900">Base legal (LGPD)</dt>
            <dd>{purpose.basis}</dd>
            <dt className="font-medium text-slate-900">Quem vê</dt>
            <dd>{purpose.seenBy}</dd>
            <dt className="font-medium text-slate-900">Por quanto tempo</dt>
            <dd>{purpose.kept}</dd>
          </dl>
        </section>
      ))}
    </div>
  );
}
