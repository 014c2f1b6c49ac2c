import { PHOTO_MAX_BYTES, PHOTO_OUTPUT_SIZE } from "@domain/constants";
import { PROFILE_MESSAGES } from "@domain/contracts/profile";
import { AppError } from "@server/errors";
import sharp, { type Sharp } from "sharp";

/** Larger images are refused before decoding: 40 MP is already ~160 MB of raw pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

const notAnImage = () => new AppError("unsupported_media_type", PROFILE_MESSAGES.photoInvalid);

function decodeDataUrl(dataUrl: string): Buffer {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  // Refuse from the length alone before allocating: 4 base64 characters carry 3 bytes.
  if (Math.floor((base64.length * 3) / 4) - 2 > PHOTO_MAX_BYTES) {
    throw new AppError("payload_too_large", PROFILE_MESSAGES.photoTooLarge);
  }
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > PHOTO_MAX_BYTES) {
    throw new AppError("payload_too_large", PROFILE_MESSAGES.photoTooLarge);
  }
  if (bytes.length === 0) throw notAnImage();
  return bytes;
}

/**
 * Turns an uploaded data URL into the stored profile photo: the real type is read from the
 * bytes (JPEG, PNG or WebP only, whatever the data URL or file name claim), then the image is
 * turned upright (EXIF), cropped to a 400x400 square, flattened on white and re-encoded as JPEG
 * without any of the original metadata.
 */
export function processProfileImage(dataUrl: string): Promise<Buffer> {
  return processImage(dataUrl, (image) =>
    image.resize(PHOTO_OUTPUT_SIZE, PHOTO_OUTPUT_SIZE, { fit: "cover" }),
  );
}

/** A content's image (decision 0404): the same checks, kept whole, at most 1200 px a side. */
export function processContentImage(dataUrl: string): Promise<Buffer> {
  return processImage(dataUrl, (image) =>
    image.resize(CONTENT_IMAGE_MAX_SIZE, CONTENT_IMAGE_MAX_SIZE, {
      fit: "inside",
      withoutEnlargement: true,
    }),
  );
}

const CONTENT_IMAGE_MAX_SIZE = 1200;

async function processImage(dataUrl: string, resize: (image: Sharp) => Sharp): Promise<Buffer> {
  const bytes = decodeDataUrl(dataUrl);
  // Reading the header decodes nothing, so no pixel limit here: sharp's default one would
  // turn a 400-megapixel header into "not an image" instead of the size message.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError("payload_too_large", PROFILE_MESSAGES.photoTooManyPixels);
  }
  return resize(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate())
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 90 })
    .toBuffer()
    .catch(() => {
      throw notAnImage();
    });
}
