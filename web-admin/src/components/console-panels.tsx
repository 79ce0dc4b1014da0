import { Drawer, Modal, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAppTranslation } from '@gp/web-common/lib/i18n';

/** Loaded by console-modal.tsx when a dialog or drawer first opens. */
export interface OverlayPanelProps {
  title: ReactNode;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
  size?: MantineSize;
}

/*
 * Mantine draws a dialog's title bar as <header>; in a dialog that is not the page's banner, so
 * it is presented as a plain container (otherwise axe sees two banner landmarks).
 */
const TITLE_BAR_ROLE = 'presentation';

/** A centred dialog with a titled, labelled close button. */
export function ConsoleModal({ title, opened, onClose, children, size = 'md' }: OverlayPanelProps) {
  const { t } = useAppTranslation('admin');
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role={TITLE_BAR_ROLE}>
          <Modal.Title fw={700}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('list.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** A panel from the right edge, for reading beside the list (histories). */
export function ConsoleDrawer({ title, opened, onClose, children, size = 'lg' }: OverlayPanelProps) {
  const { t } = useAppTranslation('admin');
  return (
    <Drawer.Root opened={opened} onClose={onClose} size={size} position="right">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header role={TITLE_BAR_ROLE}>
          <Drawer.Title fw={700}>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('list.close')} />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
