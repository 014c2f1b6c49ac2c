/**
 * What a professional reads about their verification (SPEC §2: 'Perfil em análise', up to 48
 * hours, usable app but hidden from searches; a rejection shows the admin's reason and saving
 * the profile sends it for review again, docs/decisions/0090). One text for every screen.
 */
export const VERIFICATION_NOTICE = {
  pendingTitle: "Perfil em análise",
  pending:
    "Nossa equipe está verificando seus dados, o que leva até 48 horas. Enquanto isso, você pode usar o app normalmente, mas ainda não aparece nas buscas dos clientes.",
  rejectedTitle: "Verificação não aprovada",
  rejectedReason: "Motivo informado pela equipe:",
  rejectedNext:
    "Corrija suas informações profissionais e salve-as para enviar seu perfil para uma nova análise.",
  /** Decision 0390: the phrase links to the support form. */
  rejectedHelp: "Dúvidas sobre a análise? Fale com o suporte.",
} as const;
