/**
 * Spec (Blog editor): the slug is generated from the title while creating — lowercase, punctuation removed,
 * spaces and underscores turned into single hyphens, edge hyphens trimmed — and that is also the fallback
 * when the slug is left empty.
 */
export function slugify(text: string): string {
  return (text ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents: "café" → "cafe"
    .replace(/[^a-z0-9\s_-]/g, '') // punctuation and any other symbol
    .replace(/[\s_-]+/g, '-') // runs of spaces, underscores and hyphens → one hyphen
    .replace(/^-+|-+$/g, '');
}
