import type { Template } from "./render";

/**
 * The admin's answer to a professional's verification (category `conta`, required). The
 * admin's reason is shown on the profile page, not quoted in the e-mail (decision 0226).
 */
export const VERIFICATION_TEMPLATES = {
  professional_verified: {
    category: "conta",
    title: "Seu cadastro profissional foi aprovado",
    paragraphs: () => [
      "A nossa equipe verificou os seus dados: o seu perfil já aparece nas buscas dos clientes.",
      "Mantenha a sua agenda atualizada para receber solicitações.",
    ],
    action: "Ver meu perfil",
  },
  professional_rejected: {
    category: "conta",
    title: "Seu cadastro profissional não foi aprovado",
    paragraphs: () => [
      "A nossa equipe analisou os seus dados e não pôde aprovar o cadastro. O motivo está na sua página de perfil.",
      "Corrija as suas informações profissionais e salve-as para enviar o perfil para uma nova análise.",
    ],
    action: "Ver o motivo no meu perfil",
  },
} satisfies Record<string, Template>;
