import { LineIcon } from './line-icon';

/** A crosshair: "where am I" (the phone's location). */
export function LocateIcon({ size = 18 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <circle cx="12" cy="12" r="7" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </LineIcon>
  );
}
