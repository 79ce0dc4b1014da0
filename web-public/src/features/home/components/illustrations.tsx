import type { ReactNode } from 'react';
import type { PopularServiceId } from '../popular-services';

/** Our own artwork, drawn inline: no image request, and the palette follows the theme. */
function Art({
  viewBox,
  size,
  children,
  className,
}: {
  viewBox: string;
  size?: number;
  children: ReactNode;
  className?: string;
}) {
  return (
    <svg viewBox={viewBox} width={size} height={size} className={className} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const ink = 'var(--mantine-color-blue-8)';
const sky = 'var(--mantine-color-blue-1)';
const sea = 'var(--mantine-color-blue-3)';
const sand = '#f6e7c8';
const sun = '#f5b83d';
const leaf = '#2f8f5b';

const SERVICE_ART: Record<PopularServiceId, ReactNode> = {
  handyman: (
    <>
      <path
        d="M38 14a10 10 0 0 0-12.7 12.7L12 40a4.2 4.2 0 0 0 6 6l13.3-13.3A10 10 0 0 0 44 20l-6 6-5.6-1.4L31 19l7-5Z"
        fill={ink}
      />
      <circle cx="15" cy="43" r="1.8" fill={sky} />
    </>
  ),
  'air-conditioning': (
    <>
      <rect x="8" y="14" width="44" height="18" rx="5" fill={ink} />
      <path d="M14 26h32" stroke={sky} strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="45" cy="20" r="2" fill={sun} />
      <path
        d="M20 38c-2 3 2 5 0 8M30 38c-2 3 2 5 0 8M40 38c-2 3 2 5 0 8"
        stroke={sea}
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  'pool-maintenance': (
    <>
      <path d="M22 10v30M38 10v30M22 18h16M22 28h16" stroke={ink} strokeWidth="4" strokeLinecap="round" />
      <path
        d="M6 44c4-3 8-3 12 0s8 3 12 0 8-3 12 0 8 3 12 0"
        stroke={sea}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M6 52c4-3 8-3 12 0s8 3 12 0 8-3 12 0 8 3 12 0"
        stroke={ink}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  'house-cleaning': (
    <>
      <path d="M16 24h22l-3 28H19Z" fill={ink} />
      <rect x="21" y="14" width="12" height="10" rx="2" fill={ink} />
      <path d="M33 17h9l4 5" stroke={ink} strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="50" cy="28" r="2" fill={sea} />
      <circle cx="54" cy="22" r="1.6" fill={sea} />
      <circle cx="48" cy="35" r="1.4" fill={sea} />
      <path d="M21 34h12" stroke={sky} strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  painting: (
    <>
      <rect x="10" y="10" width="34" height="14" rx="4" fill={ink} />
      <path d="M44 17h6v12H29v9" stroke={ink} strokeWidth="4" fill="none" strokeLinejoin="round" />
      <rect x="25" y="38" width="8" height="16" rx="3" fill={ink} />
      <path d="M14 17h26" stroke={sun} strokeWidth="3" strokeLinecap="round" />
    </>
  ),
};

export function ServiceIllustration({ serviceId }: { serviceId: PopularServiceId }) {
  return (
    <Art viewBox="0 0 60 60" size={56}>
      {SERVICE_ART[serviceId]}
    </Art>
  );
}

/** A shield with a check, ringed by review stars: the peace-of-mind section. */
export function PeaceIllustration({ className }: { className?: string }) {
  const star = 'm0-9 2.6 5.4 5.9.8-4.3 4.1 1 5.9L0 4.4l-5.2 2.8 1-5.9-4.3-4.1 5.9-.8Z';
  return (
    <Art viewBox="0 0 240 200" className={className}>
      <circle cx="120" cy="100" r="92" fill={sky} />
      <path d="M120 36l52 18v38c0 36-22 60-52 72-30-12-52-36-52-72V54Z" fill={ink} />
      <path d="M120 50l38 13v29c0 27-16 46-38 56Z" fill="var(--mantine-color-blue-7)" />
      <path
        d="m96 100 16 16 32-34"
        stroke="#ffffff"
        strokeWidth="11"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g fill={sun}>
        <path transform="translate(40 62)" d={star} />
        <path transform="translate(200 62)" d={star} />
        <path transform="translate(52 150)" d={star} />
        <path transform="translate(188 150)" d={star} />
      </g>
    </Art>
  );
}

/** A hammock between two palms at the beach: the relax section. */
export function RelaxIllustration({ className }: { className?: string }) {
  return (
    <Art viewBox="0 0 320 220" className={className}>
      <defs>
        <clipPath id="relax-frame">
          <rect width="320" height="220" rx="24" />
        </clipPath>
      </defs>
      <g clipPath="url(#relax-frame)">
        <rect width="320" height="220" fill={sky} />
        <circle cx="240" cy="70" r="30" fill={sun} />
        <path d="M0 150c40-10 80-10 120 0s80 10 120 0 60-10 80-5v75H0Z" fill={sea} />
        <path d="M0 178c50-12 110-12 160 0s110 12 160 0v42H0Z" fill={sand} />
        <path d="M70 186c-4-40 0-84 14-120" stroke="#8a5a2b" strokeWidth="8" fill="none" strokeLinecap="round" />
        <path d="M250 186c4-40 0-80-12-114" stroke="#8a5a2b" strokeWidth="8" fill="none" strokeLinecap="round" />
        <g fill={leaf}>
          <path d="M84 66c-20-16-44-14-58-2 18-2 36 2 58 2Z" />
          <path d="M84 66c6-22 26-34 46-30-16 6-30 16-46 30Z" />
          <path d="M84 66c-10 4-26 18-28 38 10-14 20-26 28-38Z" />
          <path d="M238 72c18-18 42-18 58-8-18 0-36 4-58 8Z" />
          <path d="M238 72c-8-22-28-32-48-26 16 4 32 12 48 26Z" />
          <path d="M238 72c10 6 24 20 24 40-8-14-16-26-24-40Z" />
        </g>
        <path d="M78 128c40 40 124 40 166 0" stroke={ink} strokeWidth="5" fill="none" />
        <path d="M82 126c40 30 120 30 158 0l-8 22c-40 24-102 24-142 0Z" fill="#ee7b75" />
        <path d="M98 140c36 18 90 18 126 0" stroke="#ffffff" strokeWidth="3" fill="none" opacity="0.7" />
      </g>
    </Art>
  );
}

/** A toolbox with a hard hat and a five-star badge: the join-as-professional section. */
export function JoinIllustration({ className }: { className?: string }) {
  return (
    <Art viewBox="0 0 240 200" className={className}>
      <circle cx="120" cy="104" r="88" fill="var(--mantine-color-blue-6)" />
      <rect x="52" y="104" width="136" height="70" rx="10" fill={sun} />
      <rect x="52" y="104" width="136" height="18" rx="6" fill="#d99a22" />
      <path d="M140 104V92a8 8 0 0 1 8-8h16a8 8 0 0 1 8 8v12" stroke={ink} strokeWidth="8" fill="none" />
      <rect x="110" y="126" width="20" height="12" rx="3" fill={ink} />
      <path d="M58 98a34 30 0 0 1 68 0Z" fill="#ffffff" />
      <rect x="50" y="94" width="84" height="10" rx="5" fill="#ffffff" />
      <rect x="88" y="68" width="8" height="28" rx="3" fill={sky} />
      <circle cx="180" cy="58" r="24" fill="#ffffff" />
      <path
        transform="translate(180 59)"
        d="m0-13 3.8 7.8 8.6 1.2-6.2 6 1.5 8.5L0 6.5l-7.7 4 1.5-8.5-6.2-6 8.6-1.2Z"
        fill={sun}
      />
    </Art>
  );
}
