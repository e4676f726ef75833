import fc from "fast-check";

// Generators of hostile-but-plausible upload and JSON bodies (issue 12 fuzzing): real export
// shapes with random cells, quotes, separators, folding, encodings, BOMs and garbage mixed in.

const nasty = fc.constantFrom('"', '""', ",", ";", "\t", "\n", "\r\n", "\r", "=", "\\", "\\,", "\\;", ":", "\u0000", "\uFEFF", "\uFFFD", "ñ", "😀", " ", "=0A", "=C3=B1", "mailto:", "https://www.linkedin.com/in/", "BEGIN:VCARD", "END:VCARD");
const word = fc.string({ maxLength: 12 });
const cellText = fc.oneof(
  { weight: 4, arbitrary: word },
  { weight: 2, arbitrary: fc.array(fc.oneof(word, nasty), { maxLength: 6 }).map((a) => a.join("")) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,20}$/).map((s) => `https://www.linkedin.com/in/${s}/`) },
  { weight: 1, arbitrary: fc.constantFrom("01 Jan 2020", "12 Mar 2024", "2021-05-04", "") },
);
const quoted = (s: string) => (/[",\n\r;]/.test(s) || Math.random() < 0.1 ? `"${s.replace(/"/g, '""')}"` : s);

const CONNECTIONS_HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";
const GOOGLE_HEADER = "Name,Given Name,Family Name,E-mail 1 - Value,Phone 1 - Value,Organization 1 - Name,Organization 1 - Title,Website 1 - Value";

export const connectionsCsv = fc
  .record({
    notes: fc.array(fc.oneof(fc.constant("Notes:"), word), { maxLength: 3 }),
    bom: fc.boolean(),
    sep: fc.constantFrom(",", ";", "\t"),
    eol: fc.constantFrom("\n", "\r\n", "\r"),
    rows: fc.array(fc.array(cellText, { minLength: 0, maxLength: 9 }), { maxLength: 25 }),
    tail: fc.oneof(fc.constant(""), word, nasty),
  })
  .map(({ notes, bom, sep, eol, rows, tail }) => {
    const header = CONNECTIONS_HEADER.split(",").join(sep);
    const lines = [...notes, header, ...rows.map((r) => r.map(quoted).join(sep))];
    return (bom ? "\uFEFF" : "") + lines.join(eol) + tail;
  });

export const googleCsv = fc
  .record({ rows: fc.array(fc.array(cellText, { maxLength: 9 }), { maxLength: 25 }), eol: fc.constantFrom("\n", "\r\n") })
  .map(({ rows, eol }) => [GOOGLE_HEADER, ...rows.map((r) => r.map(quoted).join(","))].join(eol));

const property = fc.oneof(
  fc.tuple(fc.constantFrom("FN", "N", "EMAIL", "TEL", "ORG", "TITLE", "URL", "X-SOCIALPROFILE", "NOTE", "PHOTO", "item1.EMAIL", "fn"), fc.constantFrom("", ";TYPE=pref", ";ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8", ";ENCODING=b", ';TYPE="a:b"', ";CHARSET=bogus"), cellText)
    .map(([name, params, value]) => `${name}${params}:${value}`),
  cellText,
  nasty,
);
const fold = (line: string, at: number) => (at > 0 && at < line.length ? `${line.slice(0, at)}\n ${line.slice(at)}` : line);

export const vcardFile = fc
  .record({
    cards: fc.array(fc.array(fc.tuple(property, fc.nat({ max: 30 })), { maxLength: 10 }), { maxLength: 12 }),
    version: fc.constantFrom("2.1", "3.0", "4.0"),
    eol: fc.constantFrom("\n", "\r\n"),
    casing: fc.constantFrom("BEGIN:VCARD", "begin:vcard", "Begin:VCard"),
    unterminated: fc.boolean(),
    junk: fc.oneof(fc.constant(""), word, nasty),
  })
  .map(({ cards, version, eol, casing, unterminated, junk }) => {
    const out: string[] = [];
    cards.forEach((props, i) => {
      out.push(casing, `VERSION:${version}`, ...props.map(([p, at]) => fold(p, at)));
      if (!(unterminated && i === cards.length - 1)) out.push("END:VCARD");
    });
    return junk + out.join(eol);
  });

/** Any upload body: one of the three exports, or garbage. */
export const uploadFile = fc.oneof(
  { weight: 3, arbitrary: connectionsCsv.map((text) => ({ name: "Connections.csv", text })) },
  { weight: 3, arbitrary: vcardFile.map((text) => ({ name: "contacts.vcf", text })) },
  { weight: 2, arbitrary: googleCsv.map((text) => ({ name: "contacts.csv", text })) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map((text) => ({ name: "x.csv", text })) },
);

/** Loose JSON values: what a hostile client can put where the API expects a shape. */
export const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    cellText,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(word, fc.constantFrom("AND", "OR", "name", "id", "linkedin_url", "contains", "in", "equals", "has_some", "__proto__", "constructor")), tie("value"), { maxKeys: 4 }),
  ),
})).value;
