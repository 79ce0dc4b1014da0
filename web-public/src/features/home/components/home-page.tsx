import '../home.css';
import type { ReactNode } from 'react';
import { HydrateWhenVisible } from '@gp/web-common/app/hydrate-when-visible';
import { ChatExamplesSection } from './chat-examples-section';
import { HomeHero } from './home-hero';
import { HowItWorksSection } from './how-it-works-section';
import { JoinAsProSection } from './join-as-pro-section';
import { PeaceOfMindSection } from './peace-of-mind-section';
import { PopularServicesSection } from './popular-services-section';
import { RelaxSection } from './relax-section';

interface HomePageProps {
  /** The directory search in the hero (the directory feature's, put in by the route). */
  search: ReactNode;
  /** The links to each zone's pros, after the services. */
  browseByZone: ReactNode;
  /** A notice above the hero (the account feature's, after an account was deleted). */
  notice?: ReactNode;
}

/**
 * The home page of spec §1: static content only, so the first view needs no API call. Below the
 * hero, each section hydrates after the first screen (when idle, scrolled near or first touched).
 */
export function HomePage({ search, browseByZone, notice }: HomePageProps) {
  return (
    <>
      {notice}
      <HomeHero search={search} />
      <HydrateWhenVisible>
        <PopularServicesSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>{browseByZone}</HydrateWhenVisible>
      <HydrateWhenVisible>
        <PeaceOfMindSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <ChatExamplesSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <RelaxSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <HowItWorksSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <JoinAsProSection />
      </HydrateWhenVisible>
    </>
  );
}
