import { crc32, deflateSync } from "node:zlib";
import { images } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { makeClient, signInAs } from "@server/test/factories";
import { eq } from "drizzle-orm";
import sharp, { type Color } from "sharp";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

const dataUrl = (bytes: Buffer, type = "image/png") =>
  `data:${type};base64,${bytes.toString("base64")}`;

const solid = (width: number, height: number, background: Color) =>
  sharp({ create: { width, height, channels: 4, background } });

async function upload(imageData: string, fileName = "foto.png") {
  const client = await makeClient(t.db);
  const caller = await signInAs(t.app, client);
  const res = await caller.request({
    method: "POST",
    url: "/api/user/profile-image",
    payload: { imageData, fileName },
  });
  return { res, caller, client };
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A PNG whose header claims the given size but whose pixel data is a few bytes only. */
function hollowPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(100))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("POST /api/user/profile-image", () => {
  it("stores a PNG as a 400x400 JPEG on white, served with long cache headers", async () => {
    const png = await solid(800, 600, { r: 0, g: 0, b: 0, alpha: 0 }).png().toBuffer();
    const { res, caller } = await upload(dataUrl(png));
    expect(res.statusCode).toBe(200);
    const { profileImageUrl } = res.json();
    expect(profileImageUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    const image = await t.app.inject({ url: profileImageUrl });
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.headers["cache-control"]).toContain("immutable");
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 400, height: 400 });
    const { data } = await sharp(image.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data.subarray(0, 3))).toBeGreaterThan(245);
    const me = await caller.request({ url: "/api/auth/user" });
    expect(me.json().profileImageUrl).toBe(profileImageUrl);
  });

  it("turns a photo upright from its EXIF orientation and drops the metadata", async () => {
    // Left half red, right half blue; orientation 6 means "rotate 90° clockwise to view".
    const raw = await solid(200, 100, { r: 0, g: 0, b: 255, alpha: 1 })
      .composite([{ input: await solid(100, 100, "#ff0000").png().toBuffer(), left: 0, top: 0 }])
      .jpeg()
      .toBuffer();
    const rotated = await sharp(raw).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const { res } = await upload(dataUrl(rotated, "image/jpeg"), "foto.jpg");
    const stored = (await t.app.inject({ url: res.json().profileImageUrl })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(pixel(200, 20)[0]).toBeGreaterThan(200);
    expect(pixel(200, 380)[2]).toBeGreaterThan(200);
  });

  it("replaces the old image: the previous one is gone", async () => {
    const png = await solid(100, 100, "#00aa88").png().toBuffer();
    const { res: first, caller } = await upload(dataUrl(png));
    const second = await caller.request({
      method: "POST",
      url: "/api/user/profile-image",
      payload: { imageData: dataUrl(png), fileName: "nova.png" },
    });
    expect(second.statusCode).toBe(200);
    expect((await t.app.inject({ url: first.json().profileImageUrl })).statusCode).toBe(404);
    const owned = await t.db.select().from(images).where(eq(images.ownerId, caller.userId));
    expect(owned).toHaveLength(1);
  });

  it("answers 415 for a text file renamed .png and for a GIF", async () => {
    const text = Buffer.from("isto não é uma imagem, é só texto\n".repeat(20));
    for (const imageData of [
      dataUrl(text),
      dataUrl(await solid(50, 50, "#123456").gif().toBuffer(), "image/gif"),
    ]) {
      const { res } = await upload(imageData);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe("Por favor, selecione um arquivo de imagem válido.");
    }
  });

  it("answers 400 for something that is not a data URL", async () => {
    const { res } = await upload("https://exemplo.com/foto.png");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Por favor, selecione um arquivo de imagem válido.");
  });

  it("answers 413 for more than 10 MB", async () => {
    const big = Buffer.concat([
      await solid(10, 10, "#000").png().toBuffer(),
      Buffer.alloc(10 * 1024 * 1024 + 1024, 7),
    ]);
    const { res } = await upload(dataUrl(big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("A imagem deve ter no máximo 10MB.");
  });

  it.each([
    [8000, 6000],
    [20000, 20000],
  ])("answers 413 for a %ix%i image (over 40 megapixels) without decoding it", async (w, h) => {
    const { res } = await upload(dataUrl(hollowPng(w, h)));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      "A imagem é grande demais. Use uma imagem de até 40 megapixels.",
    );
  });

  it("answers 415 for a truncated image", async () => {
    const { res } = await upload(dataUrl(hollowPng(100, 100)));
    expect(res.statusCode).toBe(415);
  });
});
