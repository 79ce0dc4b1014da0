import { Button, Group, Text, type MantineSpacing } from '@mantine/core';
import { NEARBY_KM, nearestTown, zoneById } from '@gp/shared';
import { useId, useState } from 'react';
import { LocateIcon } from '@gp/web-common/components/icons/locate-icon';
import { useDirectoryTranslation } from '../i18n';

type Locating =
  | { state: 'idle' }
  | { state: 'locating' }
  | { state: 'found'; zoneId: string }
  | { state: 'denied' | 'unavailable' | 'far' };

/** GeolocationPositionError.PERMISSION_DENIED: the visitor (or the browser's settings) said no. */
const PERMISSION_DENIED = 1;

/**
 * "Near me": asks the browser for the phone's location once per tap, picks the catalog's nearest
 * town or beach here, and hands on only that zone. The coordinates never leave the phone: no request
 * carries them. In the server's HTML too, so the page does not move when the app comes alive (a tap
 * meant for what lies below would land elsewhere); a browser without geolocation says so on the tap.
 */
interface NearMeButtonProps {
  /** The zone nearest to the phone: the only thing the button hands on. */
  onZone: (zoneId: string) => void;
  size?: 'sm' | 'md';
  mt?: MantineSpacing;
}

export function NearMeButton({ onZone, size = 'sm', mt }: NearMeButtonProps) {
  const { t } = useDirectoryTranslation();
  const statusId = useId();
  const [locating, setLocating] = useState<Locating>({ state: 'idle' });
  const busy = locating.state === 'locating';
  const locate = () => {
    if (busy) return;
    if (!('geolocation' in navigator)) return setLocating({ state: 'unavailable' });
    setLocating({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const nearest = nearestTown({ lat: coords.latitude, lng: coords.longitude });
        if (nearest.km > NEARBY_KM) return setLocating({ state: 'far' });
        setLocating({ state: 'found', zoneId: nearest.zoneId });
        onZone(nearest.zoneId);
      },
      (error) => setLocating({ state: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      // A town is all it needs: a coarse, recent fix answers sooner and spares the battery.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };
  const message = (() => {
    switch (locating.state) {
      case 'idle':
        return '';
      case 'locating':
        return t('nearMe.locating');
      case 'found':
        return t('nearMe.found', { zone: zoneById(locating.zoneId)?.name });
      case 'far':
        return t('nearMe.far', { km: NEARBY_KM });
      default:
        return t(`nearMe.${locating.state}`);
    }
  })();
  return (
    <Group gap="xs" align="center" mt={mt} preventGrowOverflow={false}>
      <Button
        variant="light"
        size={size}
        leftSection={<LocateIcon />}
        onClick={locate}
        aria-busy={busy}
        aria-describedby={statusId}
        flex="none"
      >
        {t('nearMe.button')}
      </Button>
      <Text id={statusId} role="status" size="sm" c="gray.7">
        {message}
      </Text>
    </Group>
  );
}
