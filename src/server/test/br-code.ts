import { execFileSync, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { hasError, parsePix, type StaticPixEmvElements } from "pix-utils";
import sharp from "sharp";
import { tempDirForFile } from "./temp-dir";

/**
 * Reading a Pix BR Code as a bank would (issue 33, item 6; decision 0399), with nothing of the
 * library that wrote it: pix-utils' EMV parser, a TLV walk and a CRC of our own, and zbarimg
 * reading the QR image.
 */

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), as the Manual do BR Code asks. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** The EMV objects of one level, in order: ID (2 digits), length (2 digits), value. */
export function tlv(text: string): Array<[id: string, value: string]> {
  const objects: Array<[string, string]> = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new Error(`TLV inválido em ${at}`);
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new Error(`TLV curto em ${at}`);
    objects.push([id, value]);
    at += 4 + length;
  }
  return objects;
}

export interface DecodedBrCode {
  /** The top-level objects by ID. */
  objects: Record<string, string>;
  /** The objects inside the merchant account information (26) and additional data (62). */
  account: Record<string, string>;
  additional: Record<string, string>;
  /** pix-utils' reading of it. */
  parsed: StaticPixEmvElements;
  /** The CRC the payload carries and the one computed here. */
  crc: { carried: string; computed: string };
}

export function decodeBrCode(payload: string): DecodedBrCode {
  const list = tlv(payload);
  const objects = Object.fromEntries(list);
  const parsed = parsePix(payload);
  if (hasError(parsed) || parsed.type !== "STATIC") {
    throw new Error(`pix-utils não leu um BR Code estático: ${JSON.stringify(parsed)}`);
  }
  return {
    objects,
    account: Object.fromEntries(tlv(objects["26"] ?? "")),
    additional: Object.fromEntries(tlv(objects["62"] ?? "")),
    parsed: parsed as StaticPixEmvElements,
    crc: { carried: objects["63"] ?? "", computed: crc16Ccitt(payload.slice(0, -4)) },
  };
}

/** Whether zbarimg (Debian's zbar-tools) is on this machine. */
export const hasZbarimg = () => spawnSync("zbarimg", ["--version"]).status === 0;

/** The text of the QR code in an SVG image, read by zbarimg from a PNG rendered by sharp. */
export async function readQrSvg(svg: string): Promise<string> {
  const file = path.join(tempDirForFile("qr"), "pix.png");
  const png = await sharp(Buffer.from(svg), { density: 300 })
    .flatten({ background: "#ffffff" })
    .png()
    .toBuffer();
  writeFileSync(file, png);
  return execFileSync("zbarimg", ["--raw", "--quiet", "--nodbus", file], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).replace(/\n$/, "");
}
