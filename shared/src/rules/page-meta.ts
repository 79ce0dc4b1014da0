import type { Lang } from '../constants/constants';

type Meta = Record<Lang, { title: string; description: string }>;

const SITE = 'Guanacaste Pros';

/**
 * Title and description of every page, in both languages. The API puts them into the HTML it
 * serves, so link previews work without JavaScript; the web apps set the same title.
 */
export const PAGE_META = {
  home: {
    en: {
      title: `${SITE} · Trusted local pros in Guanacaste, Costa Rica`,
      description:
        'Find vetted handymen, cleaners, plumbers, pool and AC technicians near you in Guanacaste. Read real reviews and contact pros directly, in English or Spanish.',
    },
    es: {
      title: `${SITE} · Profesionales locales de confianza en Guanacaste`,
      description:
        'Encuentra técnicos de mantenimiento, limpieza, fontanería, piscinas y aire acondicionado verificados cerca de ti en Guanacaste. Lee reseñas reales y contacta directamente.',
    },
  },
  features: {
    en: {
      title: `Features · ${SITE}`,
      description:
        'How Guanacaste Pros helps clients find trusted contractors and helps local pros grow with real reviews.',
    },
    es: {
      title: `Funciones · ${SITE}`,
      description:
        'Cómo Guanacaste Pros ayuda a los clientes a encontrar profesionales de confianza y a los profesionales locales a crecer con reseñas reales.',
    },
  },
  faq: {
    en: {
      title: `FAQ · ${SITE}`,
      description: 'Answers about reviews, beta access, profiles, privacy and contacting pros on Guanacaste Pros.',
    },
    es: {
      title: `Preguntas frecuentes · ${SITE}`,
      description:
        'Respuestas sobre reseñas, acceso beta, perfiles, privacidad y cómo contactar profesionales en Guanacaste Pros.',
    },
  },
  about: {
    en: {
      title: `About · ${SITE}`,
      description:
        'Guanacaste Pros is a bilingual marketplace connecting clients with vetted local contractors across Guanacaste, Costa Rica.',
    },
    es: {
      title: `Acerca de · ${SITE}`,
      description:
        'Guanacaste Pros es un mercado bilingüe que conecta a clientes con profesionales locales verificados en todo Guanacaste, Costa Rica.',
    },
  },
  contact: {
    en: {
      title: `Contact · ${SITE}`,
      description: 'Reach Guanacaste Pros support on WhatsApp, Monday to Friday, 9:00 AM to 5:00 PM Costa Rica time.',
    },
    es: {
      title: `Contacto · ${SITE}`,
      description:
        'Escríbele al soporte de Guanacaste Pros por WhatsApp, de lunes a viernes de 9:00 a. m. a 5:00 p. m., hora de Costa Rica.',
    },
  },
  tos: {
    en: {
      title: `Terms of Service · ${SITE}`,
      description:
        'The terms for using Guanacaste Pros: accounts, truthful reviews, contractor and client responsibilities.',
    },
    es: {
      title: `Términos de servicio · ${SITE}`,
      description:
        'Los términos para usar Guanacaste Pros: cuentas, reseñas veraces y responsabilidades de profesionales y clientes.',
    },
  },
  privacy: {
    en: {
      title: `Privacy · ${SITE}`,
      description:
        'What Guanacaste Pros keeps about you, why and for how long, and how to get a copy of your data or have it erased.',
    },
    es: {
      title: `Privacidad · ${SITE}`,
      description:
        'Qué guarda Guanacaste Pros sobre ti, para qué y por cuánto tiempo, y cómo pedir una copia de tus datos o que los borremos.',
    },
  },
  signin: {
    en: { title: `Log in · ${SITE}`, description: 'Log in to Guanacaste Pros.' },
    es: { title: `Iniciar sesión · ${SITE}`, description: 'Inicia sesión en Guanacaste Pros.' },
  },
  'create-account': {
    en: {
      title: `Create your account · ${SITE}`,
      description: 'Join Guanacaste Pros as a client or as a local professional.',
    },
    es: {
      title: `Crea tu cuenta · ${SITE}`,
      description: 'Únete a Guanacaste Pros como cliente o como profesional local.',
    },
  },
  'coming-soon': {
    en: { title: `Coming soon · ${SITE}`, description: 'Guanacaste Pros is in private beta. Join the waitlist.' },
    es: {
      title: `Muy pronto · ${SITE}`,
      description: 'Guanacaste Pros está en beta privada. Únete a la lista de espera.',
    },
  },
  'leave-a-review': {
    en: {
      title: `Leave a review · ${SITE}`,
      description: 'Tell others about your experience with a local pro in Guanacaste.',
    },
    es: {
      title: `Deja una reseña · ${SITE}`,
      description: 'Cuéntales a otros cómo te fue con un profesional local en Guanacaste.',
    },
  },
  pros: {
    en: {
      title: `Find a pro in Guanacaste · ${SITE}`,
      description:
        'Search reviewed local pros across Guanacaste by service, town or beach, language spoken and opening hours, and contact them on WhatsApp or by phone.',
    },
    es: {
      title: `Encuentra un profesional en Guanacaste · ${SITE}`,
      description:
        'Busca profesionales locales con reseñas en todo Guanacaste por servicio, pueblo o playa, idioma y horario, y contáctalos por WhatsApp o teléfono.',
    },
  },
  profile: {
    en: {
      title: `Contractor profile · ${SITE}`,
      description: 'Services, coverage zones, hours and real reviews of a local pro in Guanacaste.',
    },
    es: {
      title: `Perfil profesional · ${SITE}`,
      description: 'Servicios, zonas, horario y reseñas reales de un profesional local en Guanacaste.',
    },
  },
  'sent-requests': {
    en: {
      title: `Requests sent from this device · ${SITE}`,
      description: 'The requests you sent to pros from this device, kept only in this browser.',
    },
    es: {
      title: `Solicitudes enviadas desde este dispositivo · ${SITE}`,
      description:
        'Las solicitudes que enviaste a profesionales desde este dispositivo, guardadas solo en este navegador.',
    },
  },
  account: {
    en: { title: `Your account · ${SITE}`, description: 'Your Guanacaste Pros account.' },
    es: { title: `Tu cuenta · ${SITE}`, description: 'Tu cuenta de Guanacaste Pros.' },
  },
  'not-found': {
    en: { title: `404 - Not Found · ${SITE}`, description: 'This page does not exist.' },
    es: { title: `404 - No encontrado · ${SITE}`, description: 'Esta página no existe.' },
  },
} as const satisfies Record<string, Meta>;

export type MetaPage = keyof typeof PAGE_META;

/** A profile's title names the pro, so a shared link says who it is. */
export function profileTitle(displayName: string, lang: Lang): string {
  return lang === 'es' ? `${displayName} · Perfil en ${SITE}` : `${displayName} · Profile on ${SITE}`;
}
