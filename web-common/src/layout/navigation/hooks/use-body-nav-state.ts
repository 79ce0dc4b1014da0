import { useEffect } from 'react';

/** Spec §2: the nav menu's open state is mirrored on <body data-nav-menu="open|closed">. */
export function useBodyNavState(isOpen: boolean) {
  useEffect(() => {
    document.body.dataset.navMenu = isOpen ? 'open' : 'closed';
    return () => {
      delete document.body.dataset.navMenu;
    };
  }, [isOpen]);
}
