import './dialog.css';
import { Modal, type ModalRootProps } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';

export interface DialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The close button's accessible name, in the page language. */
  closeLabel: string;
  size?: ModalRootProps['size'];
  /** On a phone, a sheet along the bottom of the screen (where the thumb is), full width; centred from 48em. */
  sheet?: boolean;
  children: ReactNode;
}

/**
 * Mantine's modal with a named close button and a plain-div header: its default <header>
 * element sits outside any landmark in the portal and counts as a second banner for screen
 * readers (axe: landmark-no-duplicate-banner). The sheet's shape on a phone is CSS (dialog.css),
 * so the same dialog serves every width.
 */
export function Dialog({ opened, onClose, title, closeLabel, size, sheet = false, children }: DialogProps) {
  // A dialog mounted open (a lazy one, loaded by the tap that opens it) opens a frame later:
  // Mantine notes the focused element (the button tapped) only when `opened` turns true, to give it
  // the focus back on closing.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(opened));
    return () => cancelAnimationFrame(frame);
  }, [opened]);
  return (
    <Modal.Root
      opened={shown}
      onClose={onClose}
      size={size}
      centered
      {...(sheet && {
        classNames: { inner: 'dialog-sheet-inner', content: 'dialog-sheet-content' },
        transitionProps: { transition: 'slide-up' },
      })}
    >
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
