import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { business } from '@harbour/domain/business';
import { button } from '@/ui/button';
import { CardGrid } from '@/ui/card-grid';
import { startingAtLabel } from './format-price';

export const container = css({ maxW: '7xl', mx: 'auto', px: '4' });
const sectionTitleStyle = css.raw({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold', color: 'navy.900' });
const eyebrowStyle = css.raw({
  textTransform: 'uppercase',
  letterSpacing: 'widest',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'accent',
  mb: '2',
});
export const sectionTitle = css(sectionTitleStyle);
const eyebrow = css(eyebrowStyle);

function Icon({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        w: '12',
        h: '12',
        rounded: 'full',
        bg: 'navy.50',
        color: 'navy.700',
        mb: '4',
      })}
    >
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </span>
  );
}

interface Service {
  title: string;
  text: string;
  icon: ReactNode;
  link: ReactNode;
}

const linkStyle = css({
  color: 'navy.700',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
  mt: 'auto',
  pt: '4',
});

const SERVICES: Service[] = [
  {
    title: 'Yacht Sales',
    text: 'Hand-picked new and pre-owned yachts and sport boats, inspected and ready for Bahamian waters.',
    icon: <path d="M3 17h18l-2 3H5zM12 3v12M12 4l7 9h-7M12 6l-5 7h5" />,
    link: (
      <Link to="/boats" className={linkStyle}>
        Browse boats for sale →
      </Link>
    ),
  },
  {
    title: 'Brokerage Services',
    text: 'We market your boat, screen buyers, arrange surveys and sea trials, and handle the paperwork to closing.',
    icon: <path d="M4 7h16v12H4zM9 7V5h6v2M4 12h16" />,
    link: (
      <Link to="/sell" className={linkStyle}>
        Sell your boat →
      </Link>
    ),
  },
  {
    title: 'Charter Services',
    text: 'Half-day, full-day and multi-day charters to the Exumas, Rose Island and the best fishing grounds.',
    icon: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2" />,
    link: (
      <Link to="/charter" className={linkStyle}>
        Plan a charter →
      </Link>
    ),
  },
  {
    title: 'Exclusive Representative',
    text: `The exclusive sales representative in The Bahamas for ${business.tournamentMaker.name}.`,
    icon: <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z" />,
    link: (
      <a href="#exclusive-representation" className={linkStyle}>
        Learn more →
      </a>
    ),
  },
];

export function ServicesSection() {
  return (
    <section aria-labelledby="services-title" className={css({ py: { base: '16', md: '24' }, bg: 'sand.50' })}>
      <div className={container}>
        <p className={eyebrow}>What we do</p>
        <h2 id="services-title" className={sectionTitle}>
          Our Services
        </h2>
        <p className={css({ color: 'muted', mt: '3', maxW: '2xl', fontSize: 'lg' })}>
          From your first viewing to the day you take the helm, one local team handles every step.
        </p>
        <CardGrid columns={4} spaceAbove="10">
          {SERVICES.map((s) => (
            <li
              key={s.title}
              className={css({
                display: 'flex',
                flexDirection: 'column',
                bg: 'white',
                rounded: 'xl',
                p: '6',
                shadow: 'sm',
                borderWidth: '1px',
                borderColor: 'border',
                transition: 'box-shadow 200ms, transform 200ms',
                _hover: { shadow: 'lg', transform: 'translateY(-2px)' },
              })}
            >
              <Icon>{s.icon}</Icon>
              <h3 className={css({ fontSize: 'xl', fontWeight: 'bold', color: 'navy.900', mb: '2' })}>{s.title}</h3>
              <p className={css({ color: 'muted' })}>{s.text}</p>
              {s.link}
            </li>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}

export function ExclusiveRepresentationSection() {
  const maker = business.tournamentMaker;
  return (
    <section
      id="exclusive-representation"
      aria-labelledby="exclusive-title"
      className={css({ py: { base: '16', md: '24' }, bg: 'navy.900', color: 'white' })}
    >
      <div
        className={cx(
          container,
          css({
            display: 'grid',
            gap: '10',
            alignItems: 'center',
            gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' },
          }),
        )}
      >
        <div>
          <p className={css(eyebrowStyle, { color: 'sea.400' })}>Exclusive Representative</p>
          <h2 id="exclusive-title" className={css(sectionTitleStyle, { color: 'white' })}>
            {maker.name}, exclusively in The Bahamas
          </h2>
          <p className={css({ mt: '4', fontSize: 'lg', color: 'gray.200', maxW: '2xl' })}>
            {business.productName} is the exclusive sales representative in The Bahamas for {maker.name}: fast,
            dry-riding tournament boats built for offshore fishing and island runs. See one in Nassau, order with local
            support, and let us handle delivery and after-sale care.
          </p>
        </div>
        <div
          className={css({
            bg: 'whiteAlpha.100',
            borderWidth: '1px',
            borderColor: 'whiteAlpha.300',
            rounded: '2xl',
            p: { base: '6', md: '8' },
          })}
        >
          <p className={css({ fontSize: 'sm', textTransform: 'uppercase', letterSpacing: 'wider', color: 'gray.300' })}>
            {maker.name}
          </p>
          <p
            className={css({
              fontFamily: 'heading',
              fontSize: { base: '3xl', md: '4xl' },
              fontWeight: 'bold',
              mt: '2',
            })}
          >
            {startingAtLabel(maker.startingPrice)}
          </p>
          <a
            href={maker.url}
            target="_blank"
            rel="noopener noreferrer"
            className={css(button.raw({ variant: 'hero', size: 'lg' }), {
              mt: '6',
              w: { base: 'full', sm: 'auto' },
              h: 'auto',
              minH: '12',
              py: '3',
              whiteSpace: 'normal',
              textAlign: 'center',
            })}
          >
            Visit {maker.name}
            <span className={css({ srOnly: true })}> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}

export function ContactBlock() {
  const itemLabel = css({ fontSize: 'sm', color: 'muted', textTransform: 'uppercase', letterSpacing: 'wider' });
  const itemValue = css({
    fontSize: { base: 'md', md: 'lg', xl: 'md' },
    fontWeight: 'semibold',
    color: 'navy.900',
    overflowWrap: 'anywhere',
  });
  return (
    <section aria-labelledby="contact-block-title" className={css({ py: { base: '16', md: '24' } })}>
      <div className={cx(container, css({ textAlign: 'center' }))}>
        <p className={eyebrow}>Get in touch</p>
        <h2 id="contact-block-title" className={sectionTitle}>
          Ready to Find Your Next Boat?
        </h2>
        <p className={css({ color: 'muted', mt: '3', maxW: '2xl', mx: 'auto', fontSize: 'lg' })}>
          Buying, selling or chartering, talk to our Nassau team.
        </p>
        <ul
          className={css({
            listStyle: 'none',
            p: 0,
            mt: '10',
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' },
          })}
        >
          <li className={css({ p: '5', rounded: 'xl', borderWidth: '1px', borderColor: 'border' })}>
            <p className={itemLabel}>Email</p>
            <a href={`mailto:${business.email}`} className={itemValue}>
              {business.email}
            </a>
          </li>
          <li className={css({ p: '5', rounded: 'xl', borderWidth: '1px', borderColor: 'border' })}>
            <p className={itemLabel}>Phone</p>
            <a href={business.phoneHref} className={itemValue}>
              {business.phone}
            </a>
          </li>
          <li className={css({ p: '5', rounded: 'xl', borderWidth: '1px', borderColor: 'border' })}>
            <p className={itemLabel}>Location</p>
            <p className={itemValue}>
              {business.address.locality}, {business.address.country}
            </p>
          </li>
          <li className={css({ p: '5', rounded: 'xl', borderWidth: '1px', borderColor: 'border' })}>
            <p className={itemLabel}>{business.social.label}</p>
            <a href={business.social.url} target="_blank" rel="noopener noreferrer" className={itemValue}>
              {business.social.handle}
            </a>
          </li>
        </ul>
        <Link to="/contact" className={css(button.raw({ size: 'lg' }), { mt: '10' })}>
          Schedule a Consultation
        </Link>
      </div>
    </section>
  );
}
