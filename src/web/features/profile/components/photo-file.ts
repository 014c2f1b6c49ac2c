import { PHOTO_MAX_BYTES } from "@domain/constants";
import { PROFILE_MESSAGES } from "@domain/contracts/profile";

/** SPEC §5 photo checks, before anything is read: an image, at most 10MB. Null when fine. */
export function photoFileProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return PROFILE_MESSAGES.photoInvalid;
  if (file.size > PHOTO_MAX_BYTES) return PROFILE_MESSAGES.photoTooLarge;
  return null;
}

/** The upload is always a JPEG, so its name says so: "praia.png" → "praia.jpg". */
export function croppedFileName(original: string): string {
  const base = original.replace(/\.[^./\\]*$/, "").slice(0, 200) || "foto";
  return `${base}.jpg`;
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("Falha ao ler o arquivo"));
    reader.readAsDataURL(file);
  });
}
