import { LineIcon } from './line-icon';

/** A map pin: a place on the map (a nearby pro's town). */
export function PinIcon({ size = 16 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </LineIcon>
  );
}
