import { ADMIN_MOBILE_BREAKPOINT_PX } from '@gp/shared';
import { useMediaQuery } from '@mantine/hooks';

/** Spec §9: the accounts list is a table from 1280 px on and cards below. */
export function useAccountsLayout(): 'table' | 'cards' {
  return useMediaQuery(`(min-width: ${ADMIN_MOBILE_BREAKPOINT_PX}px)`) ? 'table' : 'cards';
}
