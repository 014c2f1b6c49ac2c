import { PASSWORD_MIN_LENGTH } from "./constants";
import { passwordLength } from "./password";

/**
 * The sign-up form's strength hint. Length is what makes a password hard to guess (ASVS 5.0
 * V6), so the hint nudges towards a passphrase instead of symbols; the server refuses the
 * common ones.
 */
export function passwordHint(password: string): string {
  // Counted as the server counts: NFKC, invisible characters left out (decision 0143).
  const length = passwordLength(password);
  if (length === 0) {
    return `Use pelo menos ${PASSWORD_MIN_LENGTH} caracteres. Uma frase com algumas palavras é fácil de lembrar.`;
  }
  if (length < PASSWORD_MIN_LENGTH) {
    const missing = PASSWORD_MIN_LENGTH - length;
    return missing === 1 ? "Falta 1 caractere." : `Faltam ${missing} caracteres.`;
  }
  if (length < 12) return "Senha aceitável. Quanto mais longa, mais segura.";
  return "Senha forte: longa é difícil de adivinhar.";
}
