import { css } from 'styled-system/css';

/** What changed in a saved search since it was last opened, in words ('2 new · 1 price changed'). */
export function ChangesSummary({ words }: { words: readonly string[] }) {
  return (
    <p
      className={css({ m: '0', mt: '1', color: words.length > 0 ? 'navy.800' : 'muted' })}
      data-testid="search-changes"
    >
      {words.length > 0 ? `Since you last looked: ${words.join(' · ')}` : 'No changes since you last looked'}
    </p>
  );
}
