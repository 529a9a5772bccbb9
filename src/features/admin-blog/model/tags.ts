/** Spec: tags are split on commas, trimmed, empties dropped. (Repeats are dropped too, keeping the first spelling.) */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of (text ?? '').split(',')) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** The text the Tags field shows for stored tags. */
export function formatTags(tags: readonly string[]): string {
  return tags.join(', ');
}
