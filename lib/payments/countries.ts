import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json";

// ISO 3166-1 alpha-2 codes with English names, from a maintained package (249 entries).
countries.registerLocale(en);

const NAMES = countries.getNames("en", { select: "official" });

export const COUNTRY_OPTIONS: { code: string; name: string }[] = Object.entries(NAMES)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name));

export function isCountryCode(code: string): boolean {
  return Object.prototype.hasOwnProperty.call(NAMES, code);
}

export function countryName(code: string): string {
  return NAMES[code] ?? code;
}
