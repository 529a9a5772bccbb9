/** Text for HTML written as a string (the build's pages and app shell): & < > " ' as character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON to put inside a <script> element (JSON-LD, the page's start script): '<' as \u003c, so text from data can
 * never close the element; the value parses the same.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
