/**
 * A small reader for security-rules text (firestore.rules, storage.rules), enough for the static checks in
 * rules-static.test.ts: comments stripped, `match` blocks as a tree, `function` bodies by name, string
 * literals decoded. It does not evaluate rules: only the emulators do (tests/rules/*.rules.test.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function readRepoFile(path: string): string {
  return readFileSync(`${ROOT}/${path}`, 'utf8');
}

/** The text with `//` comments replaced by spaces (string literals kept intact, offsets unchanged). */
export function stripComments(text: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      out += c;
      if (c === '\\') {
        out += text[i + 1] ?? '';
        i++;
      } else if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"') {
      quote = c;
      out += c;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') {
        out += ' ';
        i++;
      }
      out += '\n';
      continue;
    }
    out += c;
  }
  if (quote) throw new Error('Unterminated string literal in rules text');
  return out;
}

/** Index of the `}` closing the `{` at `open` (strings skipped). */
export function closingBrace(text: string, open: number): number {
  if (text[open] !== '{') throw new Error(`No '{' at ${open}`);
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"') quote = c;
    else if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  throw new Error(`Unbalanced braces from ${open}`);
}

export interface MatchBlock {
  path: string;
  /** The block's text between its braces, nested blocks included. */
  body: string;
  /** The block's own statements, with nested match blocks and functions cut out. */
  own: string;
  children: MatchBlock[];
}

/** The match blocks directly inside `text` (itself a block body), recursively. */
export function matchBlocks(text: string): MatchBlock[] {
  const blocks: MatchBlock[] = [];
  const re = /\bmatch\s+(\S+)\s*\{/g;
  let from = 0;
  for (;;) {
    re.lastIndex = from;
    const m = re.exec(text);
    if (!m) break;
    const open = m.index + m[0].length - 1;
    const close = closingBrace(text, open);
    const body = text.slice(open + 1, close);
    const children = matchBlocks(body);
    blocks.push({ path: m[1], body, own: ownStatements(body), children });
    from = close + 1;
  }
  return blocks;
}

/** A block body without its nested match blocks and function definitions. */
export function ownStatements(body: string): string {
  let out = '';
  let i = 0;
  const re = /\b(match\s+\S+|function\s+\w+\s*\([^)]*\))\s*\{/g;
  for (;;) {
    re.lastIndex = i;
    const m = re.exec(body);
    if (!m) break;
    out += body.slice(i, m.index);
    i = closingBrace(body, m.index + m[0].length - 1) + 1;
  }
  return out + body.slice(i);
}

/** Function bodies by name (every `function name(...) { ... }` anywhere in the text). */
export function functions(text: string): Map<string, { params: string[]; body: string }> {
  const found = new Map<string, { params: string[]; body: string }>();
  const re = /\bfunction\s+(\w+)\s*\(([^)]*)\)\s*\{/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const open = m.index + m[0].length - 1;
    const body = text.slice(open + 1, closingBrace(text, open));
    found.set(m[1], {
      params: m[2]
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
      body,
    });
  }
  return found;
}

/** Decodes the escapes of a rules string literal (`\\` → `\`, `\'` → `'`, `\"` → `"`). */
export function decodeStringLiteral(literal: string): string {
  const quote = literal[0];
  if ((quote !== "'" && quote !== '"') || literal[literal.length - 1] !== quote)
    throw new Error(`Not a string literal: ${literal}`);
  return literal.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** The string literals of a list literal such as `['a', 'b']`. */
export function stringList(listLiteral: string): string[] {
  const inner = listLiteral.trim().replace(/^\[/, '').replace(/\]$/, '');
  return [...inner.matchAll(/'([^'\\]*)'|"([^"\\]*)"/g)].map((m) => m[1] ?? m[2]);
}

/** The list returned by a function whose body is `return [ ... ];`. */
export function returnedList(body: string): string[] {
  const m = /return\s*(\[[^\]]*\])\s*;/.exec(body);
  if (!m) throw new Error(`Not a list-returning function: ${body}`);
  return stringList(m[1]);
}

/** The single string literal returned by a function whose body is `return '...';`. */
export function returnedString(body: string): string {
  const m = /return\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*;/.exec(body);
  if (!m) throw new Error(`Not a string-returning function: ${body}`);
  return decodeStringLiteral(m[1]);
}

/** `allow` statements of a block's own text: the operations and the condition. */
export function allows(own: string): { ops: string[]; condition: string }[] {
  const result: { ops: string[]; condition: string }[] = [];
  const re = /\ballow\s+([a-z,\s]+?)\s*:\s*if\s+([\s\S]*?);/g;
  for (let m = re.exec(own); m; m = re.exec(own)) {
    result.push({ ops: m[1].split(',').map((o) => o.trim()), condition: m[2].replace(/\s+/g, ' ').trim() });
  }
  return result;
}

/** Size limits checked in a function body: `isText(d.name, 100)` → { name: 100 } (isText, isTextOrNull, isFilledText). */
export function sizeLimits(body: string, variable: string): Record<string, number> {
  const limits: Record<string, number> = {};
  const re = new RegExp(`\\bis(?:Text|TextOrNull|FilledText)\\(${variable}\\.(\\w+),\\s*(\\d+)\\)`, 'g');
  for (let m = re.exec(body); m; m = re.exec(body)) limits[m[1]] = Number(m[2]);
  // isDateTime(x) carries its own limit (40: what every date field of the schemas allows).
  const dates = new RegExp(`\\bisDateTime\\(${variable}\\.(\\w+)\\)`, 'g');
  for (let m = dates.exec(body); m; m = dates.exec(body)) limits[m[1]] = DATE_TIME_MAX;
  return limits;
}

/** The size limit inside firestore.rules' isDateTime(). */
export const DATE_TIME_MAX = 40;
