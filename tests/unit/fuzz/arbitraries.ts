/** Shared generators of bad (and some good) input for the fuzz tests. */
import fc from 'fast-check';

export const XSS_VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '[click](javascript:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](  javascript:alert(1) )',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<img src="data:image/png;base64,AAAA">',
  '<img src="  data:image/png;base64,AAAA">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div onclick="alert(1)">x</div>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<scr<script>ipt>alert(1)</script>',
  '"><script>alert(1)</script>',
  "'; DROP TABLE boats; --",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<video><source onerror=alert(1)></video>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=import href=data:text/html,x>',
  '<input autofocus onfocus=alert(1)>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<img srcset="javascript:alert(1) 1x">',
  '<a xlink:href="javascript:alert(1)">x</a>',
] as const;

/** Lengths at and around the limits the forms and schemas use. */
const LIMIT_LENGTHS = [
  0, 1, 2, 3, 4, 5, 9, 10, 11, 19, 20, 21, 59, 60, 61, 64, 65, 99, 100, 101, 199, 200, 201, 219, 220, 221, 254, 255,
  256, 299, 300, 301, 1999, 2000, 2001, 2048, 2049, 4999, 5000, 5001,
];

const filler = fc.constantFrom('a', ' ', 'é', '😀', '\u0000', '\u200b', '<', '9', '\n', 'İ', 'ß', '\uFDFA', '㎒');

/** A string of exactly (or near) a limit's length, of one repeated character, possibly padded with spaces. */
export const limitString = fc
  .tuple(fc.constantFrom(...LIMIT_LENGTHS), filler, fc.constantFrom('', ' ', '  \t'))
  .map(([n, ch, pad]) => pad + ch.repeat(ch.length === 2 ? Math.ceil(n / 2) : n) + pad);

export const emailish = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((e) => `  ${e.toUpperCase()}  `),
  fc.constantFrom(
    'a@b.co',
    'a@b',
    '@b.co',
    'a@@b.co',
    'a b@c.de',
    'a@b..co',
    'a@-b.co',
    'x@y.z',
    'ü@ñ.com',
    'a@b.co<script>',
    `${'a'.repeat(250)}@b.co`,
  ),
);

/** Any text a user (or an attacker) could put in a field. */
export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...XSS_VECTORS) },
  { weight: 3, arbitrary: limitString },
  { weight: 1, arbitrary: emailish },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '1e400',
      'Infinity',
      '-Infinity',
      'NaN',
      '-1',
      '0',
      '0x10',
      '1.005',
      '1900',
      '2027',
      '99999',
      ' 2020 ',
      '١٢٣٤',
      '２０２０',
    ),
  },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

/** A value of the wrong type where text is expected. */
export const wrongType = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

/** A form-like object: every field text (what a form can hand over). */
export function textRecord<K extends string>(
  fields: readonly K[],
  overrides: Partial<Record<K, fc.Arbitrary<string>>> = {},
) {
  return fc.record(
    Object.fromEntries(fields.map((f) => [f, overrides[f] ?? nastyString])) as Record<K, fc.Arbitrary<string>>,
  );
}

/** A hostile object: missing keys, wrong types, extra keys. */
export function hostileRecord(fields: readonly string[]) {
  return fc.record(Object.fromEntries(fields.map((f) => [f, fc.oneof(nastyString, wrongType)])), { requiredKeys: [] });
}

export const RUNS = { numRuns: 300 } as const;
export const DB_RUNS = { numRuns: 200 } as const;
