import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonInScript } from './html-text';

describe('escapeHtml', () => {
  it('writes the five special characters as character references and leaves the rest', () => {
    expect(escapeHtml(`Tom & "Jerry's" <b>boat</b>`)).toBe(
      'Tom &#38; &#34;Jerry&#39;s&#34; &#60;b&#62;boat&#60;/b&#62;',
    );
  });
});

describe('jsonInScript', () => {
  it('cannot close a script element and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', n: 1 };
    const json = jsonInScript(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});
