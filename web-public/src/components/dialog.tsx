import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The close button's accessible name, in the page language. */
  closeLabel: string;
  size?: ModalRootProps['size'];
  children: ReactNode;
}

/**
 * Mantine's modal with a named close button and a plain-div header: its default <header>
 * element sits outside any landmark in the portal and counts as a second banner for screen
 * readers (axe: landmark-no-duplicate-banner).
 */
export function Dialog({ opened, onClose, title, closeLabel, size, children }: DialogProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header renderRoot={(props) => <div {...props} />}>
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={closeLabel} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
