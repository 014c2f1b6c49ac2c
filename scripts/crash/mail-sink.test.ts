import net from "node:net";
import { expect, it } from "vitest";
import { startTestSmtp } from "../../src/server/test/smtp";
import { startMailSink } from "./mail-sink";

/** Opens a transaction the way a sender does and is then killed: the socket is reset. */
async function resetMidMessage(url: string) {
  const port = Number(new URL(url).port);
  const socket = net.connect(port, "127.0.0.1");
  let said = "";
  socket.on("data", (chunk) => {
    said += chunk.toString("utf8");
  });
  const waitFor = async (code: string, count: number) => {
    while ((said.match(new RegExp(`^${code}[ -]`, "gm")) ?? []).length < count) {
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  await waitFor("220", 1);
  socket.write("EHLO sender\r\nMAIL FROM:<a@acolher.test>\r\n");
  await waitFor("250", 2);
  socket.write("RCPT TO:<b@acolher.test>\r\nDATA\r\n");
  await waitFor("354", 1);
  socket.write("Message-ID: <x@acolher.test>\r\n\r\nhalf a mess");
  await new Promise((r) => setTimeout(r, 20));
  socket.resetAndDestroy();
}

// A CI run failed on an unhandled ECONNRESET: the second killed sender's reset reached a sink
// that had no error handler left. Vitest fails the run on an unhandled error, so this test
// fails without the sink's handler.
it("counts senders reset in the middle of a message instead of failing the run", async () => {
  const sink = await startMailSink();
  try {
    await resetMidMessage(sink.url);
    await resetMidMessage(sink.url);
    await expect.poll(() => sink.resets()).toBe(2);
    expect(sink.uniqueCount()).toBe(0);
  } finally {
    await sink.close();
  }
});

// The test SMTP server of the API and browser tests: a server process killed while it sends
// resets the same way.
it("the tests' SMTP server counts them too", async () => {
  const smtp = await startTestSmtp();
  try {
    await resetMidMessage(smtp.url);
    await resetMidMessage(smtp.url);
    await expect.poll(() => smtp.resets()).toBe(2);
    expect(smtp.received).toEqual([]);
  } finally {
    await smtp.close();
  }
});
