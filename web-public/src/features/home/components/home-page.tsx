import '../home.css';
import { ChatExamplesSection } from './chat-examples-section';
import { HomeHero } from './home-hero';
import { HowItWorksSection } from './how-it-works-section';
import { JoinAsProSection } from './join-as-pro-section';
import { PeaceOfMindSection } from './peace-of-mind-section';
import { PopularServicesSection } from './popular-services-section';
import { RelaxSection } from './relax-section';

/** The home page of spec §1: static content only, so the first view needs no API call. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <PopularServicesSection />
      <PeaceOfMindSection />
      <ChatExamplesSection />
      <RelaxSection />
      <HowItWorksSection />
      <JoinAsProSection />
    </>
  );
}
