import type { ComponentType } from 'react';
import { FacebookIcon } from '../../components/icons/facebook-icon';
import { InstagramIcon } from '../../components/icons/instagram-icon';

export interface SocialLink {
  network: string;
  url: string;
  Icon: ComponentType<{ size?: number }>;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'Facebook', url: 'https://www.facebook.com/guanacastepros', Icon: FacebookIcon },
  { network: 'Instagram', url: 'https://www.instagram.com/guanacastepros', Icon: InstagramIcon },
];
