/**
 * Tag colours are chosen for dots and borders, and some are pale (#DDD6FE, #FCD34D): drawn as text
 * on white they cannot be read. Every place that writes a tag's label in its colour goes through
 * `tagTextColour`, which keeps the colour when it reads and otherwise darkens the same hue just enough.
 */

type Rgb = [number, number, number];

/** The WCAG 2 minimum for normal-size text (the badges are 12px). */
export const MIN_TEXT_CONTRAST = 4.5;

/** `#RGB` or `#RRGGBB` as 0–255 channels; null for anything else. */
export function parseHexColour(colour: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join("") : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

/** WCAG 2 relative luminance (0 black … 1 white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio of two colours (1 … 21); NaN when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHexColour(a);
  const cb = parseHexColour(b);
  if (!ca || !cb) return NaN;
  const [hi, lo] = [relativeLuminance(ca), relativeLuminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour to write a tag's label in on `background` (white by default): the tag colour itself when
 * it has at least 4.5:1 contrast, else the colour mixed with black in steps of 5% until it does (so
 * the hue stays recognisable next to its border). A colour that is not hex falls back to a CSS mix.
 */
export function tagTextColour(colour: string, background = "#FFFFFF"): string {
  const rgb = parseHexColour(colour);
  if (!rgb) return `color-mix(in oklab, ${colour} 55%, black)`;
  for (let step = 0; step < 20; step++) {
    const candidate = toHex(rgb.map((c) => c * (1 - step / 20)) as Rgb);
    if (contrastRatio(candidate, background) >= MIN_TEXT_CONTRAST) return candidate;
  }
  return "#000000";
}
