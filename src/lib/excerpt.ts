import { Lexer, type Token } from 'marked';

/** Length of the fallback excerpt when a post has none (spec: first 150 characters plus an ellipsis). */
export const EXCERPT_FALLBACK_LENGTH = 150;
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
        parts.push(' ', (token.text as string).replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' '), ' ');
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
    if (token.type === 'heading' || token.type === 'paragraph' || token.type === 'blockquote' || token.type === 'code') parts.push(' ');
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

export function fallbackExcerpt(content: string): string {
  const plain = markdownToPlainText(content);
  return `${plain.slice(0, EXCERPT_FALLBACK_LENGTH).trimEnd()}${ELLIPSIS}`;
}
