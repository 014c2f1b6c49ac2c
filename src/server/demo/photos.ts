import { PHOTO_OUTPUT_SIZE } from "@domain/constants";
import { initials } from "@domain/text";
import sharp from "sharp";

/** Two-tone gradients dark enough for white initials (contrast above 4.5:1 at the centre). */
const PALETTES: [string, string][] = [
  ["#0f766e", "#0d9488"],
  ["#6d28d9", "#8b5cf6"],
  ["#b45309", "#d97706"],
  ["#1d4ed8", "#3b82f6"],
  ["#be185d", "#db2777"],
  ["#15803d", "#16a34a"],
  ["#9a3412", "#c2410c"],
  ["#334155", "#475569"],
  ["#0e7490", "#0891b2"],
  ["#7e22ce", "#a855f7"],
];

function portraitSvg(text: string, index: number): string {
  const [from, to] = PALETTES[index % PALETTES.length]!;
  const size = PHOTO_OUTPUT_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="${330 - (index % 4) * 30}" cy="70" r="120" fill="#fff" fill-opacity="0.10"/>
<circle cx="40" cy="${360 - (index % 3) * 25}" r="150" fill="#fff" fill-opacity="0.08"/>
<text x="200" y="200" dy="0.35em" font-size="150" font-weight="bold" text-anchor="middle"
 fill="#fff" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">${text}</text>
</svg>`;
}

/**
 * A 400x400 JPEG portrait placeholder: the person's initials on a coloured gradient, the same
 * size and format as an uploaded, cropped photo (SPEC §5 "Photo").
 */
export function makePortrait(person: { firstName: string; lastName: string }, index: number) {
  const svg = portraitSvg(initials(person.firstName, person.lastName), index);
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
