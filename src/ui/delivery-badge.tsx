import { css, cx } from 'styled-system/css';

/** Where something the visitor sent stands: still on the device, refused by the server, or delivered. */
export type Delivery = 'waiting' | 'refused' | 'sent';

// Static for Panda's extraction: one class per state.
const TONES: Record<Delivery, string> = {
  waiting: css({ bg: 'amber.100', color: 'amber.900' }),
  refused: css({ bg: 'red.100', color: 'red.800' }),
  sent: css({ bg: 'green.100', color: 'green.800' }),
};

export const DELIVERY_TEXT: Record<Delivery, string> = {
  waiting: 'Waiting to send',
  refused: 'Not sent: refused by the server',
  sent: 'Sent',
};

/** A small badge saying whether a message or request has gone out yet (the outbox's state). */
export function DeliveryBadge({ state }: { state: Delivery }) {
  return (
    <span className={cx(css({ fontSize: 'xs', fontWeight: 'bold', px: '2', rounded: 'full' }), TONES[state])}>
      {DELIVERY_TEXT[state]}
    </span>
  );
}

/** The card of one thing the visitor sent (a message about a boat, a charter request), listed with its badge. */
export const sentItemCard = css({
  p: '3',
  rounded: 'lg',
  bg: 'gray.50',
  borderWidth: '1px',
  borderColor: 'border',
  fontSize: 'sm',
});
