import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { OverlayPanelProps } from './console-panels';

/** True from the first time `opened` is, so a closing panel stays mounted for its exit. */
function useOpenedOnce(opened: boolean): boolean {
  const [openedOnce, setOpenedOnce] = useState(opened);
  if (opened && !openedOnce) setOpenedOnce(true);
  return opened || openedOnce;
}

/**
 * A panel whose module loads when it first opens: Mantine's Modal and Drawer (with their focus
 * trap, portal and scroll lock) stay out of the console's first page, which opens none.
 */
function loadedOnFirstOpening(Panel: LazyExoticComponent<ComponentType<OverlayPanelProps>>) {
  return function OverlayPanel(props: OverlayPanelProps) {
    return useOpenedOnce(props.opened) ? (
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    ) : null;
  };
}

/** A centred dialog with a titled, labelled close button. */
export const ConsoleModal = loadedOnFirstOpening(
  lazy(() => import('./console-panels').then((panels) => ({ default: panels.ConsoleModal }))),
);

/** A panel from the right edge, for reading beside the list (histories). */
export const ConsoleDrawer = loadedOnFirstOpening(
  lazy(() => import('./console-panels').then((panels) => ({ default: panels.ConsoleDrawer }))),
);
