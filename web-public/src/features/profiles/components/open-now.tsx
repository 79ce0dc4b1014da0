import { Badge } from '@mantine/core';
import { isOpenAt, weekTimeAt, type WeeklyHours } from '@gp/shared';
import { useState } from 'react';
import { OpenNowBadge } from '@gp/web-common/components/open-now-badge';
import { useInBrowser } from '@gp/web-common/hooks/use-in-browser';

/**
 * Open or closed now, by the pro's hours in Costa Rica's time. The browser tells it: a page the
 * server rendered may be read long after (or come back unchanged from a revalidation). Until the
 * page runs there, an empty badge holds the line's height, hidden, so nothing below moves when it shows.
 */
export function OpenNow({ hours }: { hours: WeeklyHours }) {
  const inBrowser = useInBrowser();
  const [now] = useState(Date.now);
  if (!inBrowser)
    return (
      <Badge variant="transparent" aria-hidden="true" style={{ visibility: 'hidden' }}>
        {'\u00a0'}
      </Badge>
    );
  return <OpenNowBadge open={isOpenAt(hours, weekTimeAt(now))} />;
}
