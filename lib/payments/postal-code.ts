import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";
import { countryName } from "./countries";
import { BILLING_MESSAGES } from "./constants";

// Postal codes are checked against the billing country's own format (postcode-validator keeps the
// formats of ~200 countries: US 94105 or 94105-1234, GB SW1A 1AA, DE 10115, FR 75008, IN 560001…).
// Spec 000 §5's "at least 6 characters" assumed six-character codes and refused every US ZIP; it
// still applies where no format is known.
const ZIPCODE_MIN = 6;

/** The message for `zipcode` in `country`, or null when the code is fine. */
export function zipcodeProblem(zipcode: string, country: string): string | null {
  const code = zipcode.trim().toUpperCase();
  const c = country.trim().toUpperCase();
  if (c && postcodeValidatorExistsForCountry(c)) {
    if (!code) return BILLING_MESSAGES.zipcode;
    return postcodeValidator(code, c) ? null : zipcodeInvalidFor(c);
  }
  return code.length < ZIPCODE_MIN ? BILLING_MESSAGES.zipcode : null;
}

export function zipcodeInvalidFor(country: string): string {
  return `Enter a valid zipcode for ${countryName(country)}.`;
}
