import { PHOTO_JPEG_QUALITY, PHOTO_OUTPUT_SIZE } from "@domain/constants";

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("A imagem não pôde ser lida"));
    image.src = src;
  });
}

/**
 * Draws the chosen square of `src` on a 400x400 white canvas and returns it as a JPEG data URL
 * (SPEC §5). The whole image is scaled and offset rather than clipped, so a zoom below 1x,
 * where the crop square reaches past the picture, simply shows white around it.
 */
export async function cropToJpeg(src: string, area: PixelArea): Promise<string> {
  const image = await loadImage(src);
  const canvas = document.createElement("canvas");
  canvas.width = PHOTO_OUTPUT_SIZE;
  canvas.height = PHOTO_OUTPUT_SIZE;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("Canvas indisponível");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, PHOTO_OUTPUT_SIZE, PHOTO_OUTPUT_SIZE);
  const scale = PHOTO_OUTPUT_SIZE / area.width;
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(
    image,
    -area.x * scale,
    -area.y * scale,
    image.naturalWidth * scale,
    image.naturalHeight * scale,
  );
  return canvas.toDataURL("image/jpeg", PHOTO_JPEG_QUALITY);
}
