import { generatePixPayload } from "@brazilian-utils/brazilian-utils";
import QRCode from "qrcode";

export interface PixCodeInput {
  /** The key as stored (canonical, decision 0399). */
  key: string;
  name: string;
  city: string;
  /** Reais, at most two decimal places. */
  amount: number;
  txid: string;
}

/**
 * A static Pix BR Code (Manual do BR Code and Manual de Padrões para Iniciação do Pix, Banco
 * Central): GUI br.gov.bcb.pix with the key, the amount, the name and city folded to ASCII and cut
 * to 25 and 15 characters, the txid and the CRC16. Built by @brazilian-utils; null when the input
 * cannot make one (an amount of zero or with more than two decimals, an invalid key or txid).
 */
export const pixPayloadOf = (input: PixCodeInput): string | null =>
  generatePixPayload({
    key: input.key,
    merchantName: input.name,
    merchantCity: input.city,
    amount: input.amount,
    txid: input.txid,
  });

/** The payload as a QR image (SVG, error correction M, the 4-module quiet zone banks read). */
export const pixQrSvg = (payload: string): Promise<string> =>
  QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 4 });
