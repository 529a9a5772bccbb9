import { Lexer, type Token } from 'marked';
import { EXCERPT_FALLBACK_LENGTH } from '@harbour/domain/page-facts';
import { plainProseStart } from './plain-prose';

export const ELLIPSIS = '...';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}

function tokensToText(tokens: readonly Token[]): string {
  const parts: string[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'html':
        // Raw HTML keeps its visible text; script and style bodies are not text a reader sees.
        parts.push(
          ' ',
          (token.text as string).replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' '),
          ' ',
        );
        break;
      case 'space':
      case 'hr':
      case 'def':
        parts.push(' ');
        break;
      case 'br':
        parts.push(' ');
        break;
      case 'code':
      case 'codespan':
      case 'escape':
        parts.push(token.text as string);
        break;
      case 'image':
        parts.push(token.text as string);
        break;
      case 'list':
        for (const item of token.items as Token[]) parts.push(tokensToText((item as { tokens: Token[] }).tokens), ' ');
        break;
      case 'table': {
        const cells = [...(token.header as { tokens: Token[] }[]), ...(token.rows as { tokens: Token[] }[][]).flat()];
        for (const cell of cells) parts.push(tokensToText(cell.tokens), ' ');
        break;
      }
      default:
        if ('tokens' in token && Array.isArray(token.tokens)) parts.push(tokensToText(token.tokens));
        else if ('text' in token && typeof token.text === 'string') parts.push(token.text);
    }
    if (token.type === 'heading' || token.type === 'paragraph' || token.type === 'blockquote' || token.type === 'code')
      parts.push(' ');
  }
  return parts.join('');
}

/** Markdown as the plain text a reader sees: no #, *, >, link targets, code fences or HTML tags. */
export function markdownToPlainText(markdown: string): string {
  const tokens = new Lexer({ gfm: true }).lex(markdown ?? '');
  return decodeEntities(tokensToText(tokens))
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The excerpt shown for a post: its own excerpt when it has one, otherwise the first 150 characters of the content
 * as plain text followed by '...' (always appended when falling back, as the spec describes; trailing spaces
 * before the ellipsis are trimmed).
 */
export function displayExcerpt(post: { excerpt: string | null; content: string }): string {
  const own = post.excerpt?.trim();
  if (own) return own;
  return fallbackExcerpt(post.content);
}

/** Posts longer than this are read from their leading blocks only (see leadingBlocks). */
const LEAD_CHARS = 1200;
const BLANK_LINE = /\r?\n[ \t]*\r?\n/g;
const LINK_DEFINITION = /^ {0,3}\[[^\]\n]+\]:[^\n]*$/gm;

/**
 * Pure: the start of a long post for its excerpt — its text up to the first blank line after LEAD_CHARS characters,
 * plus the post's link reference definitions (`[ref]: url`), so its links keep their text. A markdown block ends at
 * a blank line, so what follows the cut cannot change how the text before it reads. Null (read the whole post) when
 * the post is short, has no later blank line, or holds raw HTML (a <script> or comment block may span blank lines).
 */
function leadingBlocks(markdown: string): string | null {
  if (markdown.length <= LEAD_CHARS) return null;
  BLANK_LINE.lastIndex = LEAD_CHARS;
  const blank = BLANK_LINE.exec(markdown);
  if (!blank) return null;
  const lead = markdown.slice(0, blank.index);
  if (lead.includes('<')) return null;
  const definitions = markdown.slice(blank.index).match(LINK_DEFINITION) ?? [];
  return `${lead}\n\n${definitions.join('\n')}`;
}

const excerpts = new Map<string, string>();
const EXCERPTS_KEPT = 200;

/** The plain text of a post's start, at least EXCERPT_FALLBACK_LENGTH characters of it, or all of it. */
function plainStart(content: string): string {
  const prose = plainProseStart(content, EXCERPT_FALLBACK_LENGTH);
  if (prose !== null) return prose;
  const lead = leadingBlocks(content);
  const plain = lead === null ? '' : markdownToPlainText(lead);
  return plain.length > EXCERPT_FALLBACK_LENGTH ? plain : markdownToPlainText(content);
}

/**
 * First 150 characters of the content as plain text, then '...'. A post that starts with plain prose is read without
 * the markdown lexer (plainProseStart: its first use compiles the lexer's patterns, the longest task of a post page
 * on a phone); long posts are lexed from their leading blocks only (the whole post when those give 150 characters or
 * fewer); each post's answer is kept, as a post page's cards and its head ask for several.
 */
export function fallbackExcerpt(content: string): string {
  const known = excerpts.get(content);
  if (known !== undefined) return known;
  const plain = plainStart(content);
  const excerpt = `${plain.slice(0, EXCERPT_FALLBACK_LENGTH).trimEnd()}${ELLIPSIS}`;
  if (excerpts.size >= EXCERPTS_KEPT) excerpts.delete(excerpts.keys().next().value!);
  excerpts.set(content, excerpt);
  return excerpt;
}
