export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/boats', label: 'Boats For Sale' },
  { to: '/charter', label: 'Charter' },
  { to: '/blogs', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
] as const;

export const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/boats', label: 'Boats For Sale' },
  { to: '/sell', label: 'Sell Your Boat' },
  { to: '/charter', label: 'Charter' },
] as const;
