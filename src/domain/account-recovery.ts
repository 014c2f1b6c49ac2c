/**
 * 'Esqueci minha senha' (issue 16 item 6, decisions 0235-0237): the link's lifetime and the
 * pages' paths. No zod here: the router reads the paths in the first page's bundle (0013).
 */
export const PASSWORD_RESET_LINK_HOURS = 1;

export const FORGOT_PASSWORD_PATH = "/esqueci-minha-senha";
/** Where the e-mail's link leads; the token is the point of the link (decision 0236). */
export const RESET_PASSWORD_PATH = "/redefinir-senha";

export const resetPasswordLink = (token: string) =>
  `${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
