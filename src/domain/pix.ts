import { getPixKeyInfo } from "@brazilian-utils/brazilian-utils";
import type { PixKeyType } from "./payments";

/**
 * Issue 33, item 1 (decision 0399): the Pix key a professional registers, checked by the type
 * they chose and kept in the DICT's canonical form (Manual de Padrões para Iniciação do Pix,
 * "Formatação das chaves do DICT no BR Code"): CPF and CNPJ without a mask, e-mail in lower case,
 * phone as +55 DDD number, random key as a lower-case UUID.
 */

/** @brazilian-utils calls the random key "evp" (endereço virtual de pagamento). */
const LIBRARY_TYPE: Record<PixKeyType, string> = {
  cpf: "cpf",
  cnpj: "cnpj",
  email: "email",
  phone: "phone",
  random: "evp",
};

/**
 * The key in canonical form when it is a valid key of `type`, else null. An 11-digit mobile
 * number can also be a valid CPF (the library then reads a CPF): chosen as a phone, it is read
 * as a Brazilian number (+55).
 */
export function canonicalPixKey(type: PixKeyType, raw: string): string | null {
  const value = raw.trim();
  const info = getPixKeyInfo(value);
  if (info?.type === LIBRARY_TYPE[type]) return info.value;
  if (type !== "phone" || value.startsWith("+")) return null;
  const asPhone = getPixKeyInfo(`+55${value.replace(/\D/g, "")}`);
  return asPhone?.type === "phone" ? asPhone.value : null;
}

/**
 * The name or city as the BR Code carries it: accents dropped, printable ASCII only, spaces
 * collapsed (as @brazilian-utils' generatePixPayload folds them). "São Paulo" → "Sao Paulo".
 */
export const foldPixText = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\s/g, " ")
    .replace(/[^\u0020-\u007E]/g, "")
    .replace(/ {2,}/g, " ")
    .trim();
