/**
 * Characters that can make markdown read as anything other than the text as written: escapes, code, emphasis,
 * links and images, HTML and entities, tables, strikethrough, block quotes, heading marks inside text. White space
 * other than spaces and tabs (a carriage return, a no-break space) is left to the full reader too.
 */
const MARKUP = /[\\`*_[\]<>!|~&#]|[^\S \t]/;
/** Text that would start a list, a thematic break, a setext underline or indented code. */
const BLOCK_START = /^(?:[ \t]|[-+=]|\d+[.)])/;
/** A line that could be a table's delimiter row (GFM tables need no pipes: `a` over `:-` is a table). */
const DELIMITER_ROW = /^[ \t:-]+$/;
const HEADING = /^#{1,6}[ \t]+(\S.*)$/;
/** A list item with one space after its marker (more would make the item's text indented code). */
const LIST_ITEM = /^(?:[-+]|(\d{1,9})[.)]) (\S.*)$/;
const BLANK = /^[ \t]*$/;

type Block = 'none' | 'paragraph' | 'heading' | 'item';

/** Plain text (no markup, no block start), else null. */
const plain = (text: string): string | null =>
  MARKUP.test(text) || BLOCK_START.test(text) || DELIMITER_ROW.test(text) ? null : text;

/** One line of plain prose, its block and the text a reader sees, or null when the line holds markup. */
function proseLine(line: string, previous: Block): { block: Block; text: string } | null {
  const heading = HEADING.exec(line);
  if (heading) return MARKUP.test(heading[1]!) ? null : { block: 'heading', text: heading[1]! };
  const item = LIST_ITEM.exec(line);
  if (item) {
    // Markdown lets only a bullet or a list starting at 1 interrupt a paragraph; otherwise the line continues it.
    if (previous === 'paragraph' && item[1] !== undefined && item[1] !== '1') return null;
    const text = plain(item[2]!);
    return text === null ? null : { block: 'item', text };
  }
  const text = plain(line);
  // A line right after a list item continues that item's text.
  return text === null ? null : { block: previous === 'item' ? 'item' : 'paragraph', text };
}

/**
 * Pure: the start of a markdown post as plain text — at least `atLeast` characters, or all of it — when that start is
 * plain prose (paragraphs, `#` headings and one-line list items without any markup), else null (read it with the
 * markdown lexer). Equal to what markdownToPlainText gives for the same start (property-tested): a markdown block
 * ends at a blank line, so nothing after one changes the text before it. Lets a card show a post's fallback excerpt
 * without compiling the markdown lexer's patterns, the longest task of a post page on a phone.
 */
export function plainProseStart(markdown: string, atLeast: number): string | null {
  let text = '';
  let previous: Block = 'none';
  for (const line of markdown.split('\n')) {
    if (BLANK.test(line)) {
      if (text.length >= atLeast) return text;
      previous = 'none';
      continue;
    }
    const prose = proseLine(line, previous);
    if (prose === null) return null;
    previous = prose.block;
    const words = prose.text.replace(/\s+/g, ' ').trim();
    if (words) text = text ? `${text} ${words}` : words;
  }
  return text;
}
