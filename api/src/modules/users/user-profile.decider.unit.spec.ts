import { defaultHours, type UserEvent } from '@gp/shared';
import { deciderSpec } from '../../core/commands/decider-spec';
import { userProfileDecider } from './user-profile.decider';

const spec = deciderSpec(userProfileDecider);
const now = '2026-11-22T10:00:00.000Z';
const userId = 'u1';
const registered: UserEvent[] = [
  {
    type: 'UserRegistered',
    data: { userId, email: 'ana@example.com', isAnonymous: false, preferredLang: 'es', registeredAt: now },
  },
];

describe('user profile decider', () => {
  it('records only the fields that change', () => {
    const hours = defaultHours();
    spec
      .given([...registered, { type: 'ServicesChosen', data: { userId, serviceIds: ['plumbing'], chosenAt: now } }])
      .when({
        type: 'UpdateProfile',
        userId,
        changes: { description: { es: 'Fontanero en Tamarindo' }, serviceIds: ['plumbing'], hours },
        now,
      })
      .then([
        { type: 'ProfileDescribed', data: { userId, description: { es: 'Fontanero en Tamarindo' }, describedAt: now } },
        { type: 'HoursSet', data: { userId, hours, setAt: now } },
      ]);
  });

  describe('hours with a break (issue 39)', () => {
    // Monday 7:00 to 12:00 and 13:00 to 17:00.
    const withLunch = defaultHours().map((day, index) =>
      index === 1 ? { ...day, breakStart: '12:00', breakEnd: '13:00' } : day,
    );
    // A HoursSet written before breaks existed: days of open, close and isClosed only.
    const oldHoursSet: UserEvent = { type: 'HoursSet', data: { userId, hours: defaultHours(), setAt: now } };

    it('records a break added to hours set before breaks existed', () => {
      spec
        .given([...registered, oldHoursSet])
        .when({ type: 'UpdateProfile', userId, changes: { hours: withLunch }, now })
        .then([{ type: 'HoursSet', data: { userId, hours: withLunch, setAt: now } }]);
    });

    it('appends nothing when the same hours with their break are saved again', () => {
      spec
        .given([...registered, { type: 'HoursSet', data: { userId, hours: withLunch, setAt: now } }])
        .when({ type: 'UpdateProfile', userId, changes: { hours: withLunch }, now })
        .then([]);
    });

    it('records the break removed', () => {
      spec
        .given([...registered, { type: 'HoursSet', data: { userId, hours: withLunch, setAt: now } }])
        .when({ type: 'UpdateProfile', userId, changes: { hours: defaultHours() }, now })
        .then([{ type: 'HoursSet', data: { userId, hours: defaultHours(), setAt: now } }]);
    });

    it('appends nothing when hours set before breaks existed are saved again unchanged', () => {
      spec
        .given([...registered, oldHoursSet])
        .when({ type: 'UpdateProfile', userId, changes: { hours: defaultHours() }, now })
        .then([]);
    });
  });

  it('appends nothing when a debounced save repeats the same values', () => {
    spec
      .given([
        ...registered,
        { type: 'ZonesChosen', data: { userId, zoneIds: ['tamarindo', 'huacas'], chosenAt: now } },
      ])
      .when({ type: 'UpdateProfile', userId, changes: { zoneIds: ['tamarindo', 'huacas'] }, now })
      .then([]);
  });

  it('records spoken languages', () => {
    spec
      .given(registered)
      .when({ type: 'UpdateProfile', userId, changes: { languageCodes: ['es', 'en'] }, now })
      .then([{ type: 'SpokenLanguagesChosen', data: { userId, languageCodes: ['es', 'en'], chosenAt: now } }]);
  });

  it('refuses a deleted account', () => {
    spec
      .given([...registered, { type: 'AccountDeleted', data: { userId, deletedAt: now } }])
      .when({ type: 'ChangeDisplayName', userId, displayName: 'Ana', now })
      .thenThrows('USER.NOT_FOUND');
  });
});

describe('user profile decider: the description in Spanish, English or both', () => {
  const described = (description: { en?: string; es?: string }): UserEvent => ({
    type: 'ProfileDescribed',
    data: { userId, description, describedAt: now },
  });
  const describeAs = (description: { en?: string; es?: string }) =>
    ({ type: 'UpdateProfile', userId, changes: { description }, now }) as const;

  it('records both languages at once', () => {
    spec
      .given(registered)
      .when(describeAs({ es: 'Fontanería', en: 'Plumbing' }))
      .then([described({ en: 'Plumbing', es: 'Fontanería' })]);
  });

  it('adds a language and keeps the one the change leaves out: the event holds the whole description', () => {
    spec
      .given([...registered, described({ es: 'Fontanería' })])
      .when(describeAs({ en: 'Plumbing' }))
      .then([described({ en: 'Plumbing', es: 'Fontanería' })]);
  });

  it('replaces one language and keeps the other', () => {
    spec
      .given([...registered, described({ en: 'Plumbing', es: 'Fontanería' })])
      .when(describeAs({ es: 'Fontanería y bombas' }))
      .then([described({ en: 'Plumbing', es: 'Fontanería y bombas' })]);
  });

  it('clears a language with an empty text, leaving no empty text behind', () => {
    spec
      .given([...registered, described({ en: 'Plumbing', es: 'Fontanería' })])
      .when(describeAs({ en: '' }))
      .then([described({ es: 'Fontanería' })]);
    spec
      .given([...registered, described({ es: 'Fontanería' })])
      .when(describeAs({ es: '' }))
      .then([described({})]);
  });

  it('appends nothing when nothing changes: a repeat, or clearing a language that has no text', () => {
    spec
      .given([...registered, described({ en: 'Plumbing', es: 'Fontanería' })])
      .when(describeAs({ es: 'Fontanería' }))
      .then([]);
    spec
      .given([...registered, described({ es: 'Fontanería' })])
      .when(describeAs({ en: '' }))
      .then([]);
    spec
      .given(registered)
      .when(describeAs({ en: '', es: '' }))
      .then([]);
  });
});

describe('user profile decider: display name', () => {
  it('changes the display name, and a repeat changes nothing', () => {
    const changed: UserEvent = {
      type: 'DisplayNameChanged',
      data: { userId, displayName: 'Playa Fix', changedAt: now },
    };
    spec.given(registered).when({ type: 'ChangeDisplayName', userId, displayName: 'Playa Fix', now }).then([changed]);
    spec
      .given([...registered, changed])
      .when({ type: 'ChangeDisplayName', userId, displayName: 'Playa Fix', now })
      .then([]);
  });
});

describe('user profile decider: contact preferences', () => {
  const allOn = { whatsapp: true, call: true, message: true };
  const noWhatsapp = { whatsapp: false, call: true, message: true };
  const set = (preferences: typeof allOn): UserEvent => ({
    type: 'ContactPreferencesSet',
    data: { userId, ...preferences, setAt: now },
  });

  const messagesOnly = { whatsapp: false, call: false, message: true };
  const verified = (phoneNumber: string, publishedByDefault = false): UserEvent => ({
    type: 'PhoneNumberVerified',
    data: { userId, phoneNumber, publishedByDefault, verifiedAt: now },
  });

  it('starts with messages only, and choosing that records the choice once', () => {
    spec
      .given(registered)
      .when({ type: 'SetContactPreferences', userId, preferences: messagesOnly, now })
      .then([set(messagesOnly)]);
    spec
      .given([...registered, set(messagesOnly)])
      .when({ type: 'SetContactPreferences', userId, preferences: messagesOnly, now })
      .then([]);
  });

  it('publishes a newly verified number only once the pro chooses it, and asks again for a new number', () => {
    spec
      .given([...registered, verified('+50688887777')])
      .when({ type: 'SetContactPreferences', userId, preferences: allOn, now })
      .then([set(allOn)]);
    // Keeping the number private is a choice too: recorded, so the pro is not asked again.
    spec
      .given([...registered, verified('+50688887777')])
      .when({ type: 'SetContactPreferences', userId, preferences: messagesOnly, now })
      .then([set(messagesOnly)]);
    // A choice made for another number does not carry over to the new one.
    spec
      .given([...registered, verified('+50688887777'), set(allOn), verified('+50677776666')])
      .when({ type: 'SetContactPreferences', userId, preferences: allOn, now })
      .then([set(allOn)]);
  });

  it('a number verified before consent was asked (v1, upcast) keeps every channel; confirming it records the choice', () => {
    const legacy = [...registered, verified('+50688887777', true)];
    spec
      .given(legacy)
      .when({ type: 'SetContactPreferences', userId, preferences: allOn, now })
      .then([set(allOn)]);
    spec
      .given([...legacy, set(allOn)])
      .when({ type: 'SetContactPreferences', userId, preferences: allOn, now })
      .then([]);
    // A pro who had chosen before keeps their choice through a v1 verification.
    spec
      .given([...registered, set(noWhatsapp), verified('+50688887777', true)])
      .when({ type: 'SetContactPreferences', userId, preferences: noWhatsapp, now })
      .then([]);
  });

  it('records a channel turned off, and turned on again', () => {
    spec
      .given(registered)
      .when({ type: 'SetContactPreferences', userId, preferences: noWhatsapp, now })
      .then([set(noWhatsapp)]);
    spec
      .given([...registered, set(noWhatsapp)])
      .when({ type: 'SetContactPreferences', userId, preferences: allOn, now })
      .then([set(allOn)]);
    spec
      .given([...registered, set(noWhatsapp)])
      .when({ type: 'SetContactPreferences', userId, preferences: noWhatsapp, now })
      .then([]);
  });

  it('refuses to offer WhatsApp or calls on a verified number that charges its caller; messages only is fine', () => {
    const premium = [...registered, verified('+19005550199'), set({ whatsapp: false, call: false, message: true })];
    spec
      .given(premium)
      .when({ type: 'SetContactPreferences', userId, preferences: noWhatsapp, now })
      .thenThrows('PHONE.CHARGEABLE');
    spec
      .given(premium)
      .when({ type: 'SetContactPreferences', userId, preferences: { whatsapp: true, call: false, message: true }, now })
      .thenThrows('PHONE.CHARGEABLE');
    spec
      .given(premium)
      .when({
        type: 'SetContactPreferences',
        userId,
        preferences: { whatsapp: false, call: false, message: false },
        now,
      })
      .then([set({ whatsapp: false, call: false, message: false })]);
    spec
      .given([...registered, verified('+50688887777'), set(noWhatsapp)])
      .when({ type: 'SetContactPreferences', userId, preferences: allOn, now })
      .then([set(allOn)]);
  });

  it('refuses an anonymous reviewer and a deleted account', () => {
    const anonymous: UserEvent[] = [
      {
        type: 'UserRegistered',
        data: { userId, email: null, isAnonymous: true, preferredLang: 'en', registeredAt: now },
      },
    ];
    spec
      .given(anonymous)
      .when({ type: 'SetContactPreferences', userId, preferences: noWhatsapp, now })
      .thenThrows('AUTH.REQUIRED');
    spec
      .given([...registered, { type: 'AccountDeleted', data: { userId, deletedAt: now } }])
      .when({ type: 'SetContactPreferences', userId, preferences: noWhatsapp, now })
      .thenThrows('USER.NOT_FOUND');
  });
});
