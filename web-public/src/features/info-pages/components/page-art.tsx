import type { ReactNode } from 'react';

const ink = 'var(--mantine-color-blue-8)';
const mid = 'var(--mantine-color-blue-4)';
const pale = 'var(--mantine-color-blue-1)';
const sun = '#f5b83d';

function Art({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 200 160" className="info-art" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** Sun over the Gulf of Nicoya: the about page. */
export function AboutArt() {
  return (
    <Art>
      <circle cx="100" cy="80" r="76" fill={pale} />
      <g stroke={sun} strokeWidth="6" strokeLinecap="round">
        <path d="M100 18v14M56 36l10 10M144 36l-10 10M40 80h14M146 80h14" />
      </g>
      <circle cx="100" cy="80" r="30" fill={sun} />
      <defs>
        <clipPath id="about-art-disc">
          <circle cx="100" cy="80" r="76" />
        </clipPath>
      </defs>
      <g clipPath="url(#about-art-disc)">
        <path d="M10 104c13-9 25-9 38 0s25 9 38 0 25-9 38 0 25 9 38 0 25-9 38 0v60H10Z" fill={mid} />
        <path d="M4 124c12-8 23-8 35 0s23 8 35 0 23-8 35 0 23 8 35 0 23-8 35 0v40H4Z" fill={ink} />
      </g>
    </Art>
  );
}

/** A question in a speech bubble: the FAQ. */
export function FaqArt() {
  return (
    <Art>
      <circle cx="100" cy="80" r="76" fill={pale} />
      <path
        d="M52 40h96a14 14 0 0 1 14 14v44a14 14 0 0 1-14 14H96l-26 20v-20H52a14 14 0 0 1-14-14V54a14 14 0 0 1 14-14Z"
        fill={ink}
      />
      <path
        d="M88 66a12 12 0 1 1 18 10c-4 2-6 5-6 9"
        stroke="#ffffff"
        strokeWidth="8"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="100" cy="98" r="5" fill="#ffffff" />
    </Art>
  );
}

/** Two chat bubbles and a clock: support on WhatsApp during office hours. */
export function ContactArt() {
  return (
    <Art>
      <circle cx="100" cy="80" r="76" fill={pale} />
      <path
        d="M36 44h80a12 12 0 0 1 12 12v28a12 12 0 0 1-12 12H64l-18 14V96H36a12 12 0 0 1-12-12V56a12 12 0 0 1 12-12Z"
        fill="#ffffff"
        stroke={ink}
        strokeWidth="4"
      />
      <path d="M40 62h64M40 76h44" stroke={mid} strokeWidth="6" strokeLinecap="round" />
      <path
        d="M92 92h68a12 12 0 0 1 12 12v20a12 12 0 0 1-12 12h-8v14l-18-14H92a12 12 0 0 1-12-12v-20a12 12 0 0 1 12-12Z"
        fill={mid}
      />
      <path d="M96 110h56M96 122h36" stroke="#ffffff" strokeWidth="6" strokeLinecap="round" />
      <circle cx="156" cy="48" r="24" fill={sun} />
      <path d="M156 34v14l10 6" stroke={ink} strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </Art>
  );
}

/** A profile card with stars, photos and a check: the features page. */
export function FeaturesArt() {
  const star = 'm0-8 2.4 4.8 5.2.8-3.8 3.7.9 5.2L0 4l-4.7 2.5.9-5.2-3.8-3.7 5.2-.8Z';
  return (
    <Art>
      <circle cx="100" cy="80" r="76" fill={pale} />
      <rect x="44" y="26" width="112" height="112" rx="14" fill="#ffffff" stroke={ink} strokeWidth="4" />
      <circle cx="72" cy="56" r="14" fill={mid} />
      <path d="M94 50h44M94 64h30" stroke={ink} strokeWidth="6" strokeLinecap="round" />
      <g fill={sun}>
        {[64, 84, 104, 124, 144].map((x) => (
          <path key={x} transform={`translate(${x - 8} 90)`} d={star} />
        ))}
      </g>
      <rect x="58" y="106" width="24" height="20" rx="4" fill={mid} />
      <rect x="88" y="106" width="24" height="20" rx="4" fill={mid} />
      <rect x="118" y="106" width="24" height="20" rx="4" fill={mid} />
      <circle cx="156" cy="30" r="18" fill="var(--mantine-color-green-4)" />
      <path
        d="m148 30 6 6 11-12"
        stroke="#ffffff"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Art>
  );
}
