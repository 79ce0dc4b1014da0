import { leadSms } from './notify-pro-of-lead';

describe('lead text message', () => {
  it("says who wrote and where to read it, in the pro's language", () => {
    expect(leadSms('Laura', 'en', 'https://guanacastepros.com')).toBe(
      'New request on Guanacaste Pros from Laura. Read it at https://guanacastepros.com/en/account?tab=requests',
    );
    expect(leadSms('Laura', 'es', 'https://guanacastepros.com')).toBe(
      'Nueva solicitud en Guanacaste Pros de Laura. Léela en https://guanacastepros.com/es/account?tab=requests',
    );
  });

  it('drops direction controls and shortens a long name, so the text reads as it is', () => {
    expect(leadSms('\u202Enivek\u202C', 'en', 'https://x.cr')).toBe(
      'New request on Guanacaste Pros from nivek. Read it at https://x.cr/en/account?tab=requests',
    );
    expect(leadSms('A'.repeat(200), 'en', 'https://x.cr')).toContain(` from ${'A'.repeat(40)}. Read`);
  });
});
