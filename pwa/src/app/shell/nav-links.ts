/** Header links of the signed-in shell (spec §2), in order. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/assessment', label: 'Assessment' },
  { to: '/journal', label: 'Journal' },
  { to: '/drug-interactions', label: 'Safety' },
] as const
