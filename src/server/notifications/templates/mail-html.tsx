import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render } from "@react-email/render";
import { Text } from "@react-email/text";

/**
 * The HTML part of every e-mail (decision 0383): one column at most 560 px wide that narrows
 * to the phone's width, 16 px text, and the action as a teal button with the address below it
 * for mail apps that drop buttons. Built with React Email's components (tables and inline
 * styles that Gmail, Outlook and Apple Mail read alike); React escapes every value.
 */
export interface MailHtmlContent {
  title: string;
  greeting: string;
  paragraphs: string[];
  action: string;
  url: string;
  /** A second button before the action (an online session's "Entrar na sessão"). */
  extra?: { label: string; url: string };
  footer: string;
  /** Who operates Acolher and its encarregado (decision 0389): one line each. */
  operator: string[];
  unsubscribe?: { text: string; page: string };
}

const TEAL = "#0f766e";
const INK = "#0f172a";
const MUTED = "#475569";
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const text = { color: INK, fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" };
// React Email's Link drops the underline: a link inside a sentence keeps it (not by colour alone).
const inlineLink = { color: TEAL, textDecoration: "underline" };
const button = {
  backgroundColor: TEAL,
  borderRadius: "6px",
  color: "#ffffff",
  display: "inline-block",
  fontSize: "16px",
  fontWeight: 600,
  lineHeight: "24px",
  padding: "14px 24px",
  textDecoration: "none",
};
const small = { color: MUTED, fontSize: "13px", lineHeight: "20px", margin: "0 0 8px" };

function MailHtml(c: MailHtmlContent) {
  return (
    <Html lang="pt-BR">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{c.title}</title>
      </Head>
      <Preview>{c.paragraphs[0] ?? c.title}</Preview>
      <Body style={{ backgroundColor: "#f1f5f9", fontFamily: FONT, margin: 0, padding: "16px 0" }}>
        <Container
          style={{
            backgroundColor: "#ffffff",
            borderRadius: "8px",
            maxWidth: "560px",
            padding: "24px",
            width: "100%",
            boxSizing: "border-box",
          }}
        >
          <Text style={{ color: TEAL, fontSize: "20px", fontWeight: 700, margin: "0 0 16px" }}>
            Acolher
          </Text>
          <Text style={{ ...text, fontSize: "20px", lineHeight: "28px", fontWeight: 600 }}>
            {c.title}
          </Text>
          <Text style={text}>{c.greeting}</Text>
          {c.paragraphs.map((p) => (
            <Text key={p} style={text}>
              {p}
            </Text>
          ))}
          {c.extra && (
            <>
              <Button href={c.extra.url} style={button}>
                {c.extra.label}
              </Button>
              <Text style={{ ...small, margin: "8px 0 16px" }}>
                <Link href={c.extra.url} style={{ ...inlineLink, wordBreak: "break-all" }}>
                  {c.extra.url}
                </Link>
              </Text>
            </>
          )}
          <Button href={c.url} style={button}>
            {c.action}
          </Button>
          <Text style={{ ...small, margin: "16px 0 0" }}>
            Se o botão não abrir, copie este endereço no navegador:{" "}
            <Link href={c.url} style={{ ...inlineLink, wordBreak: "break-all" }}>
              {c.url}
            </Link>
          </Text>
          <Hr style={{ borderColor: "#e2e8f0", margin: "24px 0 16px" }} />
          <Text style={small}>{c.footer}</Text>
          {c.operator.map((line) => (
            <Text key={line} style={small}>
              {line}
            </Text>
          ))}
          {c.unsubscribe && (
            <Text style={small}>
              {c.unsubscribe.text}{" "}
              <Link href={c.unsubscribe.page} style={inlineLink}>
                Descadastrar
              </Link>
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}

export const renderMailHtml = (content: MailHtmlContent): Promise<string> =>
  render(<MailHtml {...content} />);
