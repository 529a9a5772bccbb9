import type { ReactNode } from 'react';
import { mailtoHref } from '@harbour/domain/forms/email';

/**
 * A stored email address: a mailto: link when it is an address, its text alone when it is not (a hostile record's
 * 'a@x.com?bcc=…' never becomes a link that copies someone in; findings N10), `empty` when there is none.
 */
export function EmailLink({
  address,
  empty,
  className,
}: {
  address: string | null | undefined;
  empty: ReactNode;
  className?: string;
}) {
  if (!address) return <>{empty}</>;
  const href = mailtoHref(address);
  return href ? (
    <a href={href} className={className}>
      {address}
    </a>
  ) : (
    <>{address}</>
  );
}
