// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CallToActionBand, FormPanel, PageHero, PageSection, TickList } from './page-sections';
import { CardGrid, InfoCard } from './card-grid';
import { domRoot } from '../../tests/unit/dom-root';

const dom = domRoot();

describe("the marketing pages' parts", () => {
  it('a hero is the page header with its eyebrow, h1 and lead', async () => {
    await dom.render(
      <PageHero eyebrow="Brokerage" title="Sell Your Boat">
        Our lead.
      </PageHero>,
    );
    const header = dom.container.querySelector('header')!;
    expect([...header.querySelectorAll('p, h1')].map((e) => [e.tagName, e.textContent])).toEqual([
      ['P', 'Brokerage'],
      ['H1', 'Sell Your Boat'],
      ['P', 'Our lead.'],
    ]);
  });

  it('a section and a form panel are named by their h2', async () => {
    await dom.render(
      <>
        <PageSection id="a-title" title="Why Us" space="sand">
          <p>Body</p>
        </PageSection>
        <FormPanel id="b-title" title="Send" intro="All fields are required.">
          <form />
        </FormPanel>
      </>,
    );
    const sections = [...dom.container.querySelectorAll('section')];
    expect(sections.map((s) => dom.container.querySelector(`#${s.getAttribute('aria-labelledby')}`)?.tagName)).toEqual([
      'H2',
      'H2',
    ]);
    expect(sections.map((s) => s.textContent)).toEqual(['Why UsBody', 'SendAll fields are required.']);
  });

  it('a tick list marks each line, hidden from screen readers', async () => {
    await dom.render(<TickList items={['One', 'Two']} mark="+" />);
    const items = [...dom.container.querySelectorAll('li')];
    expect(items.map((li) => li.textContent)).toEqual(['+One', '+Two']);
    expect(items[0]!.querySelector('span')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('the call-to-action band has the call and email links, the address breakable only after its @', async () => {
    await dom.render(
      <CallToActionBand
        id="cta"
        tone="dark"
        title="Book"
        text="Call us."
        phone="+1 242 555 0100"
        phoneHref="tel:+12425550100"
        email="hello@example.com"
        emailHref="mailto:hello@example.com?subject=x"
      />,
    );
    const [call, email] = [...dom.container.querySelectorAll('a')];
    expect([call!.textContent, call!.getAttribute('href')]).toEqual(['Call +1 242 555 0100', 'tel:+12425550100']);
    expect([email!.textContent, email!.getAttribute('aria-label'), email!.getAttribute('href')]).toEqual([
      'Email hello@example.com',
      'Email hello@example.com',
      'mailto:hello@example.com?subject=x',
    ]);
    expect(email!.innerHTML).toContain('hello@<wbr>example.com');
  });
});

describe('a card grid', () => {
  it('lists cards, each its h3 and text', async () => {
    await dom.render(
      <CardGrid columns={4}>
        <InfoCard title="Exuma Cays" text="Swimming pigs." />
        <InfoCard title="Rose Island" text="Reefs." tone="sand" titleSize="xl" />
      </CardGrid>,
    );
    const items = [...dom.container.querySelectorAll('ul > li')];
    expect(items.map((li) => [li.querySelector('h3')!.textContent, li.querySelector('p')!.textContent])).toEqual([
      ['Exuma Cays', 'Swimming pigs.'],
      ['Rose Island', 'Reefs.'],
    ]);
  });
});
