import { defaultHours, NO_STARS } from '@gp/shared';
import { jsonLdScript, profileBusiness } from './structured-data';

const NO_REVIEWS = {
  reviews: {},
  starCounts: NO_STARS,
  liveCount: 0,
};

describe('JSON-LD data blocks', () => {
  it('escape every character that could end the block or trip a JavaScript parser, and parse back to the same data', () => {
    const text = 'a </script> <!-- & \u2028 \u2029 b';
    const script = jsonLdScript({ text });
    const json = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(json).toBe('{"text":"a \\u003c/script\\u003e \\u003c!-- \\u0026 \\u2028 \\u2029 b"}');
    expect(JSON.parse(json)).toEqual({ text });
  });

  it('gives a day with a break two opening hours specifications, one per range, and a closed day none', () => {
    const hours = defaultHours().map((day, index) =>
      index === 1 ? { ...day, breakStart: '12:00', breakEnd: '13:30' } : day,
    );
    const business = profileBusiness(
      { displayName: 'Plomería Nosara', description: {}, zoneIds: [], hours, ratings: NO_REVIEWS },
      [],
      { url: 'https://example.com/es/profile/u1', image: null },
      'es',
    );
    const specs = business.openingHoursSpecification as Record<string, string>[];
    expect(specs.filter((spec) => spec.dayOfWeek === 'https://schema.org/Monday')).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '07:00', closes: '12:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '13:30', closes: '17:00' },
    ]);
    expect(specs.filter((spec) => spec.dayOfWeek === 'https://schema.org/Tuesday')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Tuesday',
        opens: '07:00',
        closes: '17:00',
      },
    ]);
    expect(specs.some((spec) => spec.dayOfWeek === 'https://schema.org/Sunday')).toBe(false);
    expect(specs).toHaveLength(7);
  });
});
