import { NO_CONTACT_CHOICE } from '@gp/shared';
import type { ProfileDocument } from '@gp/projections';
import { MemoryReadStore } from '../infrastructure/read-store/memory-read-store';
import { headTags, withHead } from './head-tags';

const origin = 'https://pros.example';

/** A profiles read model document as the projection writes it, without reviews. */
const profile = (_id: string, displayName: string, isPublic: boolean): ProfileDocument => ({
  _id,
  displayName,
  isPublic,
  description: {},
  isContractor: true,
  serviceIds: [],
  zoneIds: [],
  languageCodes: [],
  hours: null,
  photos: [],
  profilePhotoId: null,
  coverPhotoId: null,
  publicProfilePhotoId: null,
  publicCoverPhotoId: null,
  phoneNumber: null,
  contactChoice: NO_CONTACT_CHOICE,
  createdAt: '2025-01-01T00:00:00.000Z',
  ratings: { reviews: {}, starCounts: [0, 0, 0, 0, 0], liveCount: 0 },
  responseTimes: [],
});
const shell =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Guanacaste Pros</title>\n  </head>\n  <body></body>\n</html>';

describe('head tags of served pages', () => {
  const readStore = new MemoryReadStore();

  it('gives each public page its own title, description, canonical link and hreflang alternates', async () => {
    const tags = await headTags({ origin, lang: 'es', path: '/es/faq', readStore });
    expect(tags).toContain('<title>Preguntas frecuentes · Guanacaste Pros</title>');
    expect(tags).toContain('<meta name="description" content="Respuestas sobre reseñas');
    expect(tags).toContain('<link rel="canonical" href="https://pros.example/es/faq">');
    expect(tags).toContain('<link rel="alternate" hreflang="en" href="https://pros.example/en/faq">');
    expect(tags).toContain('<link rel="alternate" hreflang="es" href="https://pros.example/es/faq">');
    expect(tags).not.toContain('noindex');
  });

  it('marks pages that belong to a signed-in user noindex', async () => {
    expect(await headTags({ origin, lang: 'en', path: '/en/account', readStore })).toContain(
      '<meta name="robots" content="noindex">',
    );
  });

  it('names a public profile in its title, and never a profile that is not public yet', async () => {
    await readStore
      .collection('profiles')
      .replaceOne({ _id: 'p1' }, profile('p1', 'Playa Fix <Tamarindo>', false), { upsert: true });
    // Signed out, the page is the 404 page (web-routes.ts), and search engines are told to leave it.
    const notYet = await headTags({ origin, lang: 'en', path: '/en/profile/p1', readStore });
    expect(notYet).toContain('<title>404 - Not Found · Guanacaste Pros</title>');
    expect(notYet).toContain('<meta name="robots" content="noindex">');
    expect(notYet).not.toContain('Playa Fix');
    await readStore.collection('profiles').updateOne({ _id: 'p1' }, { $set: { isPublic: true } });
    expect(await headTags({ origin, lang: 'en', path: '/en/profile/p1', readStore })).toContain(
      '<title>Playa Fix &#60;Tamarindo&#62; · Profile on Guanacaste Pros</title>',
    );
  });

  it('shows in link previews and structured data the approved profile photo, never a chosen one awaiting review', async () => {
    const chosen = { ...profile('p3', 'Foto Pro', true), profilePhotoId: 'awaiting', photos: [] };
    const profiles = readStore.collection('profiles');
    await profiles.replaceOne({ _id: 'p3' }, chosen, { upsert: true });
    const pending = await headTags({ origin, lang: 'en', path: '/en/profile/p3', readStore });
    expect(pending).toContain('Foto Pro');
    expect(pending).not.toContain('/api/v1/photos/');
    await profiles.replaceOne({ _id: 'p3' }, { ...chosen, publicProfilePhotoId: 'shown' }, { upsert: true });
    const shown = await headTags({ origin, lang: 'en', path: '/en/profile/p3', readStore });
    expect(shown).toContain('/api/v1/photos/p3/shown/large');
    expect(shown).not.toContain('awaiting');
  });

  it("puts the route language on <html> and replaces the build's title", async () => {
    const html = withHead(shell, 'es', await headTags({ origin, lang: 'es', path: '/es', readStore }));
    expect(html).toContain('<html lang="es"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Guanacaste Pros · Profesionales locales de confianza en Guanacaste</title>');
  });

  it('links the manifest of the page language, so an app installed from a Spanish page opens in Spanish', () => {
    const withManifest = shell.replace('</head>', '<link rel="manifest" href="/manifest.webmanifest" />\n  </head>');
    expect(withHead(withManifest, 'es', '')).toContain('<link rel="manifest" href="/manifest.es.webmanifest" />');
    expect(withHead(withManifest, 'en', '')).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it("inserts a display name holding replacement patterns ($&, $`, $') as plain text", async () => {
    const name = "Pat $& $` $' Fix";
    await readStore.collection('profiles').replaceOne({ _id: 'p2' }, profile('p2', name, true), { upsert: true });
    const html = withHead(shell, 'en', await headTags({ origin, lang: 'en', path: '/en/profile/p2', readStore }));
    expect(html).toContain('<title>Pat $&#38; $` $&#39; Fix · Profile on Guanacaste Pros</title>');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html.endsWith('<body></body>\n</html>')).toBe(true);
  });
});
