import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";

/** An idle connection is closed after this long; the next message opens a new one. */
export const SMTP_IDLE_MS = 1_000;

/**
 * One pooled SMTP connection reused across the messages of a delivery run (decision 0245): a
 * connection per message (greeting, EHLO, QUIT) costs more than the message itself. It is
 * closed once idle, so no connection is held between runs (a server waiting for its clients to
 * leave, such as one shutting down, is not kept waiting).
 */
export function pooledSmtp(smtpUrl: string) {
  let transport: Transporter | null = null;
  let inFlight = 0;
  let idle: NodeJS.Timeout | undefined;
  const close = () => {
    clearTimeout(idle);
    transport?.close();
    transport = null;
  };
  return {
    async send(mail: SendMailOptions): Promise<void> {
      clearTimeout(idle);
      // Short timeouts: a delivery run holds its claimed row while it talks to the server.
      transport ??= nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: 1,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        dnsTimeout: 10_000,
        socketTimeout: 20_000,
      });
      inFlight++;
      try {
        await transport.sendMail(mail);
      } finally {
        if (--inFlight === 0) {
          idle = setTimeout(close, SMTP_IDLE_MS);
          idle.unref();
        }
      }
    },
    close,
  };
}
