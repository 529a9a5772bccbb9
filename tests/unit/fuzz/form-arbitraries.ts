/** Generated admin form values (listing editor, blog editor): mostly plausible, with bad values mixed in. */
import fc from 'fast-check';
import type { ListingFormValues } from '@/features/admin-listings/model/listing-form';
import { LISTING_BOAT_TYPES } from '@harbour/domain/boats/boat-types';
import { BOAT_STATUSES, BOAT_CONDITIONS } from '@harbour/domain/schemas/boat';
import { FUEL_TYPES, HULL_MATERIALS, HULL_TYPES, PARTICULAR_KEYS } from '@harbour/domain/schemas/particulars';
import { UNIT_SYSTEMS } from '@harbour/domain/boats/boat-units';
import type { PostFormValues } from '@/features/admin-blog/model/post-form';
import { slugify } from '@harbour/domain/slugify';
import { BLOG_STATUSES } from '@harbour/domain/schemas/blog-post';
import { nastyString } from './arbitraries';

const maybe = (good: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: nastyString });
const textBetween = (min: number, max: number) => fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' });

/** Numbers as typed: mostly plausible, sometimes what Number() turns into something odd. */
const numberText = (good: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 4, arbitrary: good },
    {
      weight: 2,
      arbitrary: fc.constantFrom('Infinity', '1e400', '-1e400', ' 12 ', '0x10', '1e-400', '-0', '5.', '.5', 'NaN'),
    },
    { weight: 1, arbitrary: nastyString },
  );
/** Structured specifications as typed: numbers, choices and text, plausible or not, in either unit system. */
const particularText = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: numberText(fc.double({ min: -5, max: 200_000, noNaN: true }).map(String)) },
  { weight: 1, arbitrary: fc.constantFrom(...FUEL_TYPES, ...HULL_MATERIALS, ...HULL_TYPES) },
  { weight: 1, arbitrary: nastyString },
);
const particulars: fc.Arbitrary<ListingFormValues['particulars']> = fc.record({
  units: fc.constantFrom(...UNIT_SYSTEMS),
  fields: fc.record(
    Object.fromEntries(PARTICULAR_KEYS.filter((k) => k !== 'engineHours').map((k) => [k, particularText])) as Record<
      keyof ListingFormValues['particulars']['fields'],
      fc.Arbitrary<string>
    >,
  ),
  engineHours: fc.array(particularText, { minLength: 1, maxLength: 7 }),
  source: fc.constant({}),
  shown: fc.constant({}),
});
const customSpecs = fc.array(
  fc.record({
    label: fc.oneof(
      nastyString,
      fc.constantFrom('__proto__', 'constructor', 'toString', 'Hull Material', 'a.b', '$x', ' _id '),
    ),
    value: nastyString,
  }),
  { maxLength: 4 },
);
const mostly = (good: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 8, arbitrary: good }, { weight: 1, arbitrary: nastyString });
export const listingValues: fc.Arbitrary<ListingFormValues> = fc.record({
  make: mostly(textBetween(1, 100)),
  model: mostly(textBetween(1, 100)),
  year: mostly(fc.integer({ min: 1890, max: 2030 }).map(String)),
  length: numberText(fc.double({ min: -10, max: 300, noNaN: true }).map(String)),
  type: mostly(fc.constantFrom(...LISTING_BOAT_TYPES)),
  condition: fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...BOAT_CONDITIONS) },
    { weight: 1, arbitrary: nastyString },
  ) as fc.Arbitrary<ListingFormValues['condition']>,
  location: mostly(textBetween(1, 200)),
  price: numberText(fc.integer({ min: -5, max: 50_000_000 }).map(String)),
  description: mostly(textBetween(10, 5000)),
  features: fc.array(mostly(textBetween(1, 200)), { minLength: 1, maxLength: 5 }),
  particulars,
  customSpecs,
  videoUrl: fc.oneof(
    fc.constant(''),
    fc.constantFrom(
      'https://www.youtube.com/watch?v=Nh7yAcht_42',
      'https://youtu.be/Nh7yAcht_42',
      'https://vimeo.com/76979871',
    ),
    fc.constantFrom('javascript:alert(1)', 'https://evil.example/watch?v=Nh7yAcht_42', 'http://youtu.be/x'),
    nastyString,
  ),
  commissionRate: fc.oneof(
    fc.constant(''),
    fc.integer({ min: -100, max: 11000 }).map((n) => String(n / 100)),
    fc.constantFrom('1e-7', '100.001', 'Infinity', '0x10'),
    nastyString,
  ),
  status: fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...BOAT_STATUSES) },
    { weight: 1, arbitrary: nastyString },
  ) as fc.Arbitrary<ListingFormValues['status']>,
  priceOnRequest: fc.oneof(
    { weight: 8, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.anything() },
  ) as fc.Arbitrary<boolean>,
  imageCount: fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 10 }) },
    { weight: 1, arbitrary: fc.integer({ min: -1, max: 12 }) },
  ),
});

export const postValues: fc.Arbitrary<PostFormValues> = fc.record({
  title: maybe(textBetween(1, 200)),
  slug: fc.oneof(fc.constant(''), maybe(textBetween(1, 30).map(slugify))),
  excerpt: fc.oneof(fc.constant(''), maybe(textBetween(1, 300))),
  content: maybe(textBetween(1, 3000)),
  featuredImageUrl: fc.oneof(
    fc.constant(''),
    fc.webUrl(),
    fc.constantFrom(
      '/images/a.webp',
      '//evil.example/x.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://',
      'https://exa mple.com/x',
    ),
    nastyString,
  ),
  tags: fc.oneof(
    fc.array(maybe(textBetween(1, 60)), { maxLength: 6 }).map((t) => t.join(', ')),
    nastyString,
  ),
  status: fc.oneof(fc.constantFrom(...BLOG_STATUSES), nastyString) as fc.Arbitrary<PostFormValues['status']>,
});
