import { css, cx } from 'styled-system/css';
import type { Boat } from '@harbour/domain/schemas/boat';
import { button } from '@/ui/button';
import { publishChecklist, showsChecklist, type EditorSection } from './model/publish-checklist';
import { card, sectionTitle } from './styles';

/** The button of each section: what the admin goes there to do. */
const ACTION: Record<EditorSection, string> = {
  price: 'Set the price',
  location: 'Set the location',
  description: 'Write the description',
  status: 'Choose the status',
  features: 'Add a key feature',
  specifications: 'Fill in the specifications',
  details: 'Set the length',
  media: 'Add photos',
  video: 'Add the walkthrough video',
};

/**
 * "Before publishing": for a listing not yet on the market, what stops it from going there, each item with a button
 * that opens the editor at its section. Nothing is shown once nothing is missing.
 */
export function PublishChecklist({ boat, onGo }: { boat: Boat; onGo: (section: EditorSection) => void }) {
  const items = showsChecklist(boat) ? publishChecklist(boat) : [];
  if (!items.length) return null;
  return (
    <section
      className={cx(card, css({ borderColor: 'yellow.400', bg: 'yellow.50' }))}
      aria-labelledby="publish-checklist-heading"
      data-testid="publish-checklist"
    >
      <div className={css({ display: 'grid', gap: '1' })}>
        <h2 id="publish-checklist-heading" className={sectionTitle}>
          Before publishing
        </h2>
        <p className={css({ m: 0, fontSize: 'sm', color: 'muted' })}>
          Fix {items.length === 1 ? 'this' : `these ${items.length} things`} before setting the listing Active.
        </p>
      </div>
      <ul className={css({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: '2' })}>
        {items.map((item) => (
          <li
            key={item.id}
            data-checklist-item={item.id}
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: '2',
              py: '2',
              borderTopWidth: '1px',
              borderColor: 'yellow.200',
            })}
          >
            <span className={css({ flex: '1 1 14rem' })}>{item.message}</span>
            <button
              type="button"
              className={button({ variant: 'outline', size: 'md' })}
              onClick={() => onGo(item.section)}
            >
              {ACTION[item.section]}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
