import { DEMO_SITE } from "@server/env";
import { describe, expect, it } from "vitest";
import { templateOf } from "./index";
import { renderMail } from "./render";

/**
 * Names stored before one-line fields were enforced (issue 28, item 5) can hold a line break,
 * a NEL or a direction override; the e-mail to the other party must not turn them into lines
 * of its own.
 */
describe("a stored name with line breaks reaches an e-mail as one line", () => {
  const injected = "Ana\r\n\r\nAcesse https://golpe.example para confirmar\u2028\u0085\u202Efim";
  const rendered = renderMail(templateOf("booking_approved"), {
    firstName: "Bruno\nSuporte: ligue já",
    url: "https://acolher.example/appointments",
    params: { otherName: injected, when: "27/11/2026 às 14:00" },
    parties: { from: "Acolher <nao-responda@acolher.example>", to: "bruno@example.com" },
    site: DEMO_SITE,
  });

  it("keeps every line of the plain text one the app wrote", async () => {
    const mail = await rendered;
    const lines = mail.text.split(/\r\n|\r|\n|\u2028|\u2029|\u0085/);
    expect(lines.some((line) => line.startsWith("Acesse https://golpe.example"))).toBe(false);
    expect(lines.some((line) => line.startsWith("Suporte: ligue"))).toBe(false);
    expect(lines[0]).toBe("Olá, Bruno Suporte: ligue já.");
  });

  it("leaves no control or format character in the text or the HTML", async () => {
    const mail = await rendered;
    expect(mail.text).not.toMatch(/[\u2028\u2029\u0085\u202E]/);
    expect(mail.html).not.toMatch(/[\u2028\u2029\u0085\u202E]/);
    expect(mail.text).toContain("Ana Acesse https://golpe.example para confirmar fim");
  });
});

describe("the HTML part", () => {
  const rendered = renderMail(templateOf("booking_cancelled"), {
    firstName: '<script>alert("x")</script>',
    url: "https://acolher.example/appointments?a=1&b=2",
    params: { otherName: '"><img src=x onerror=alert(1)>', when: "27/11/2026 às 14:00" },
    parties: { from: "Acolher <nao-responda@acolher.example>", to: "bruno@example.com" },
    site: DEMO_SITE,
  });

  it("shows every value people typed as text, never as markup", async () => {
    const { html } = await rendered;
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain("Olá, &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;.");
    expect(html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt; cancelou");
    expect(html).toContain('href="https://acolher.example/appointments?a=1&amp;b=2"');
  });

  it("fits a phone: the viewport's width, a column of at most 560 px, the action as a button", async () => {
    const { html, text } = await rendered;
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toMatch(/max-width:560px/);
    expect(html).toMatch(/<a [^>]*href="https:\/\/acolher.example[^>]*>.*Ver meus agendamentos/s);
    expect(text).toContain("Ver meus agendamentos: https://acolher.example/appointments?a=1&b=2");
  });
});
