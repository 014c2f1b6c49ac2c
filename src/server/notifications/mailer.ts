import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { pooledSmtp } from "./smtp-pool";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable across retries: `<id@acolher.notificacoes>`. */
  messageId: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** Sends one message or throws; `permanent` on the error says a retry cannot help. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** For the start line: where the messages go. */
  description: string;
  close(): void;
}

export class PermanentMailError extends Error {}

/** A refusal a retry cannot change: an SMTP 5xx answer, or an address nodemailer can't use. */
export function isPermanentMailError(err: unknown): boolean {
  if (err instanceof PermanentMailError) return true;
  const e = err as { responseCode?: number; code?: string };
  if (typeof e.responseCode === "number") return e.responseCode >= 500 && e.responseCode < 600;
  return e.code === "EENVELOPE";
}

/** SMTP through `smtpUrl` (smtp:// or smtps://, user and password in the URL). */
export function smtpMailer(smtpUrl: string): Mailer {
  const transport = pooledSmtp(smtpUrl);
  const url = new URL(smtpUrl);
  return {
    description: `SMTP em ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`,
    async send(mail) {
      await transport.send(mail);
    },
    close: transport.close,
  };
}

/** The embedded default: one .eml file per message under `dir` (DATA_DIR/mailbox). */
export function mailboxMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: `caixa local em ${path.resolve(dir)} (um arquivo .eml por mensagem)`,
    async send(mail) {
      const info = await transport.sendMail(mail);
      await mkdir(dir, { recursive: true });
      const name = mail.messageId.replace(/[<>]/g, "").replace(/[^A-Za-z0-9._@-]/g, "_");
      // Written aside, then renamed: whoever watches the folder (a person, a test) never reads
      // a message half written.
      const partial = path.join(dir, `.${name}.${process.pid}.partial`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, path.join(dir, `${name}.eml`));
    },
    close: () => {},
  };
}
