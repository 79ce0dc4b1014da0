import { Button } from '@mantine/core';
import { displayNameOrFallback, type DirectoryItem } from '@gp/shared';
import { lazy, Suspense, useState } from 'react';
import { useLang } from '@gp/web-common/hooks/use-lang';
import type { SearchedFor } from '../api/get-contact-links';
import { useProContactTranslation } from '../i18n';
import { ContactChannelButtons } from './contact-channel-buttons';

const loadSheet = () => import('./message-sheet');
/** The sheet (a dialog and the form) loads when a visitor reaches for the button, not with the results. */
const MessageSheet = lazy(() => loadSheet().then((module) => ({ default: module.MessageSheet })));

/**
 * A result card's way to reach the pro: WhatsApp where the pro takes it (its text names what the
 * visitor searched for), otherwise, for a pro who takes messages, "Send a message", which opens the
 * pro's message form over the results rather than sending the visitor to the profile.
 */
export function CardContact({
  pro,
  searchedFor,
}: {
  pro: Pick<DirectoryItem, 'id' | 'displayName' | 'contact'>;
  searchedFor?: SearchedFor;
}) {
  const { t } = useProContactTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing plays out and gives the focus back to the button.
  const [reached, setReached] = useState(false);
  if (pro.contact.whatsapp)
    return (
      <ContactChannelButtons proId={pro.id} contact={pro.contact} channels={['whatsapp']} searchedFor={searchedFor} />
    );
  if (!pro.contact.message) return null;
  const name = displayNameOrFallback({ id: pro.id, displayName: pro.displayName }, lang);
  const prefetch = () => void loadSheet().catch(() => undefined);
  return (
    <>
      <Button
        aria-label={t('card.messageTo', { name })}
        aria-haspopup="dialog"
        onClick={() => {
          setReached(true);
          setOpen(true);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {t('card.message')}
      </Button>
      {reached && (
        <Suspense fallback={null}>
          <MessageSheet proId={pro.id} name={name} opened={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
