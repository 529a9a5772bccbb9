import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

/** A yes/no choice: the box and its label are one 44 px tall target; the hint says what it does. */
export function CheckboxField({
  label,
  hint,
  className,
  ...input
}: { label: string; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const id = useId();
  return (
    <div className={cx(css({ display: 'grid', gap: '1' }), className)}>
      <label
        htmlFor={id}
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          minH: '11',
          fontWeight: 'medium',
          fontSize: 'sm',
          cursor: 'pointer',
        })}
      >
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={css({ w: '5', h: '5', accentColor: 'navy.700', flexShrink: 0 })}
        />
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={css({ fontSize: 'xs', color: 'muted', m: 0 })}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
