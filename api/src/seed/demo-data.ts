import { defaultHours, type Lang, type UpdateProfileRequest, type WeeklyHours } from '@gp/shared';
import type { DemoPalette, DemoScene } from './demo-photos';

export interface DemoContractor {
  email: string;
  displayName: string;
  preferredLang: Lang;
  profile: Required<Pick<UpdateProfileRequest, 'serviceIds' | 'zoneIds' | 'languageCodes' | 'hours'>> & {
    /** A text in the pro's preferredLang, or the text per language ({ en?, es? }): most demo pros write both. */
    description: string | NonNullable<UpdateProfileRequest['description']>;
  };
  /** Drawn at seed time (no stock photos): initials on the palette's colour, a cover scene and 2–4 work scenes. */
  photos: DemoPalette & { cover: DemoScene; work: DemoScene[] };
  /** Verified at seed time and chosen for WhatsApp and call, so visitors can reach them so; without one a pro takes messages only. */
  phoneNumber?: string;
}

export interface DemoReview {
  contractor: number;
  author: number;
  rating: number;
  title: string;
  body: string;
}

/** Monday to Saturday from 7:00 until `close`; Sunday closed. */
const weekdaysUntil = (close: string) => defaultHours().map((day, index) => (index === 0 ? day : { ...day, close }));
/** Open every day, Sundays included. */
const everyDay = (open: string, close: string) => defaultHours().map(() => ({ open, close, isClosed: false }));
/** Monday to Friday from `open` to `close`, Saturday mornings until noon; Sunday closed. */
const saturdayMornings = (open: string, close: string) =>
  defaultHours().map((day, index) =>
    index === 0 ? day : { open, close: index === 6 ? '12:00' : close, isClosed: false },
  );

/** The same week with a lunch break from `breakStart` to `breakEnd` on Monday to Friday (a small local business closes for lunch). */
const withLunch = (hours: WeeklyHours, breakStart = '12:00', breakEnd = '13:00'): WeeklyHours =>
  hours.map((day, index) => (index >= 1 && index <= 5 ? { ...day, breakStart, breakEnd } : day));

/**
 * A demo pro's number (E.164), from the +506 9000 range of the demo support number (config.ts):
 * Costa Rica assigns it to no subscriber, so a visitor's tap on a demo pro reaches nobody.
 */
const placeholderPhone = (n: number) => `+5069000${String(n).padStart(4, '0')}`;

/** Sample pros of the region, public from the first start (each has three live reviews). */
export const DEMO_CONTRACTORS: DemoContractor[] = [
  {
    email: 'playafix@demo.guanacastepros.cr',
    displayName: 'Playa Fix Tamarindo',
    preferredLang: 'es',
    profile: {
      description: {
        en: 'General maintenance, plumbing and electrical work for houses and condos from Tamarindo to Huacas. Same-day call-outs for water and pump emergencies.',
        es: 'Mantenimiento general, fontanería y electricidad para casas y condominios de Tamarindo a Huacas. Atendemos emergencias de agua y bombas el mismo día.',
      },
      serviceIds: ['handyman', 'plumbing', 'electrical', 'water-pumps-and-tanks'],
      zoneIds: ['tamarindo', 'huacas', 'playa-langosta', 'playa-grande', 'villarreal'],
      languageCodes: ['es', 'en'],
      hours: weekdaysUntil('17:00'),
    },
    photos: { hue: 20, cover: 'beach', work: ['tools', 'house', 'sunset'] },
    phoneNumber: placeholderPhone(1),
  },
  {
    email: 'cocopools@demo.guanacastepros.cr',
    displayName: 'Coco Pools & AC',
    preferredLang: 'en',
    profile: {
      description: {
        en: 'Weekly pool care, green-pool rescues and air-conditioning service for homes and vacation rentals around Playas del Coco, Hermosa and Ocotal, and in Liberia.',
        es: 'Mantenimiento semanal de piscinas, rescate de piscinas verdes y servicio de aire acondicionado para casas y alquileres vacacionales en Playas del Coco, Hermosa y Ocotal, y en Liberia.',
      },
      serviceIds: ['pool-maintenance', 'air-conditioning', 'refrigeration'],
      zoneIds: ['playas-del-coco', 'playa-hermosa', 'playa-ocotal', 'playa-panama', 'sardinal', 'liberia-centro'],
      languageCodes: ['en', 'es'],
      hours: weekdaysUntil('16:00'),
    },
    photos: { hue: 190, cover: 'pool', work: ['pool', 'beach'] },
    phoneNumber: placeholderPhone(2),
  },
  {
    email: 'limpiezasamara@demo.guanacastepros.cr',
    displayName: 'Limpiezas Sámara',
    preferredLang: 'es',
    profile: {
      description: {
        en: 'House cleaning and vacation-rental turnovers between guests in Sámara and Nosara: bed linen, kitchen and terraces ready for check-in.',
        es: 'Limpieza de casas y de alquileres vacacionales entre huéspedes en Sámara y Nosara: ropa de cama, cocina y terrazas listas para el check-in.',
      },
      serviceIds: ['house-cleaning', 'vacation-rental-cleaning', 'deep-cleaning'],
      zoneIds: ['samara', 'nosara', 'playa-guiones', 'playa-carrillo'],
      languageCodes: ['es'],
      hours: weekdaysUntil('18:00'),
    },
    photos: { hue: 300, cover: 'house', work: ['house', 'sunset', 'garden'] },
    phoneNumber: placeholderPhone(3),
  },
  {
    email: 'solarliberia@demo.guanacastepros.cr',
    displayName: 'Sol y Luz Liberia',
    preferredLang: 'es',
    profile: {
      description: {
        en: 'Certified electricians: solar panels, solar water heaters, breakers and wiring for homes and farms in Liberia, Curubandé and Cañas Dulces.',
        es: 'Electricistas certificados: paneles solares, calentadores solares, breakers y cableado para casas y fincas de Liberia, Curubandé y Cañas Dulces.',
      },
      serviceIds: ['electrical', 'solar-panels', 'solar-water-heaters'],
      zoneIds: ['liberia-centro', 'curubande', 'canas-dulces'],
      languageCodes: ['es'],
      hours: weekdaysUntil('17:00'),
    },
    photos: { hue: 45, cover: 'sunset', work: ['house', 'tools'] },
    phoneNumber: placeholderPhone(4),
  },
  {
    email: 'nosaragardens@demo.guanacastepros.cr',
    displayName: 'Nosara Gardens',
    preferredLang: 'en',
    profile: {
      description:
        'Tropical gardens, palm trimming and drip irrigation in Nosara and Guiones. We keep your garden green through the dry season.',
      serviceIds: ['gardening-and-landscaping', 'tree-and-palm-trimming', 'irrigation', 'lawn-mowing'],
      zoneIds: ['nosara', 'playa-guiones', 'playa-pelada'],
      languageCodes: ['en', 'es', 'de'],
      hours: weekdaysUntil('15:00'),
    },
    photos: { hue: 120, cover: 'garden', work: ['garden', 'beach', 'house', 'garden'] },
    phoneNumber: placeholderPhone(5),
  },
  {
    email: 'fontaneriaflamingo@demo.guanacastepros.cr',
    displayName: 'Fontanería Flamingo',
    preferredLang: 'es',
    profile: {
      description: {
        en: 'Plumbers with 15 years on the coast: leaks, drains, water pumps and septic tanks from Flamingo to Brasilito and Potrero.',
        es: 'Fontaneros con 15 años en la costa: fugas, desagües, bombas de agua y tanques sépticos de Flamingo a Brasilito y Potrero.',
      },
      serviceIds: ['plumbing', 'water-pumps-and-tanks', 'septic-tank-cleaning'],
      zoneIds: ['playa-flamingo', 'playa-potrero', 'brasilito', 'playa-conchal'],
      languageCodes: ['es', 'en'],
      hours: everyDay('7:00', '19:00'),
    },
    photos: { hue: 210, cover: 'beach', work: ['tools', 'house'] },
    phoneNumber: placeholderPhone(6),
  },
  {
    email: 'arenalbuilders@demo.guanacastepros.cr',
    displayName: 'Arenal Builders',
    preferredLang: 'en',
    profile: {
      description: {
        en: 'Remodeling, roofing and waterproofing around Lake Arenal. Bilingual crew, written quotes and photos of every step.',
        es: 'Remodelaciones, techos e impermeabilización alrededor del lago Arenal. Cuadrilla bilingüe, cotizaciones por escrito y fotos de cada etapa del trabajo.',
      },
      serviceIds: ['construction-and-remodeling', 'roofing', 'waterproofing', 'carpentry'],
      zoneIds: ['tilaran', 'nuevo-arenal'],
      languageCodes: ['en', 'es'],
      hours: weekdaysUntil('16:30'),
    },
    photos: { hue: 15, cover: 'house', work: ['tools', 'house', 'garden'] },
  },
  {
    email: 'fumigacionesnicoya@demo.guanacastepros.cr',
    displayName: 'Fumigaciones Nicoya',
    preferredLang: 'es',
    profile: {
      description: {
        en: 'Pest and termite control with approved products, safe for children and pets. We serve the whole canton of Nicoya and Hojancha.',
        es: 'Control de plagas y comején con productos aprobados, seguros para niños y mascotas. Servimos todo el cantón de Nicoya y Hojancha.',
      },
      serviceIds: ['pest-control', 'termite-control'],
      zoneIds: ['nicoya', 'hojancha'],
      languageCodes: ['es'],
      hours: weekdaysUntil('17:00'),
    },
    photos: { hue: 90, cover: 'garden', work: ['house', 'garden'] },
    phoneNumber: placeholderPhone(7),
  },
  {
    email: 'coastalac@demo.guanacastepros.cr',
    displayName: 'Coastal Cool AC',
    preferredLang: 'en',
    profile: {
      description: {
        en: 'Air-conditioning installs, cleaning and repairs from Tamarindo to Avellanas. Emergency visits on weekends.',
        es: 'Instalación, limpieza y reparación de aires acondicionados de Tamarindo a Avellanas. Atendemos emergencias los fines de semana.',
      },
      serviceIds: ['air-conditioning', 'refrigeration', 'appliance-repair'],
      zoneIds: ['tamarindo', 'playa-langosta', 'villarreal', 'huacas', 'playa-avellanas', 'playa-negra'],
      languageCodes: ['en', 'es', 'fr'],
      hours: everyDay('8:00', '20:00'),
    },
    photos: { hue: 175, cover: 'sunset', work: ['house', 'tools', 'beach'] },
    phoneNumber: placeholderPhone(8),
  },
  {
    email: 'pinturassamara@demo.guanacastepros.cr',
    displayName: 'Pinturas y Acabados Sámara',
    preferredLang: 'es',
    profile: {
      description: {
        en: 'Interior and exterior painting, plastering and tiling. Clean, on-time work in Sámara, Playa Carrillo, Garza, Nosara and Nicoya.',
        es: 'Pintura interior y exterior, repello y cerámica. Trabajamos limpio y a tiempo en Sámara, Playa Carrillo, Garza, Nosara y Nicoya.',
      },
      serviceIds: ['painting', 'tiling', 'masonry'],
      zoneIds: ['samara', 'playa-carrillo', 'playa-garza', 'nosara', 'nicoya-centro'],
      languageCodes: ['es', 'it'],
      hours: weekdaysUntil('17:00'),
    },
    photos: { hue: 330, cover: 'house', work: ['house', 'sunset'] },
    phoneNumber: placeholderPhone(9),
  },
  {
    email: 'papagayohomewatch@demo.guanacastepros.cr',
    displayName: 'Papagayo Home Watch',
    preferredLang: 'en',
    profile: {
      description: {
        en: 'Home watch and property management for owners abroad: weekly visits, photos, storm checks and trusted contractors on call.',
        es: 'Cuido de casas y administración de propiedades para dueños que viven fuera: visitas semanales, fotos, revisión después de cada temporal y contratistas de confianza a mano.',
      },
      serviceIds: ['home-watch', 'property-management', 'security-cameras'],
      zoneIds: ['peninsula-de-papagayo', 'playa-panama', 'playa-hermosa', 'liberia-centro'],
      languageCodes: ['en', 'es'],
      hours: weekdaysUntil('18:00'),
    },
    photos: { hue: 240, cover: 'beach', work: ['house', 'pool', 'sunset', 'garden'] },
  },
  {
    email: 'soldadurabahia@demo.guanacastepros.cr',
    displayName: 'Soldadura Bahía Salinas',
    preferredLang: 'es',
    profile: {
      description:
        'Portones, rejas, motores de portón y cercas eléctricas en La Cruz y Bahía Salinas. Trabajos en acero inoxidable para la costa.',
      serviceIds: ['welding', 'fences-and-gates', 'gate-motors', 'electric-fences'],
      zoneIds: ['la-cruz', 'bahia-salinas'],
      languageCodes: ['es'],
      hours: weekdaysUntil('16:00'),
    },
    photos: { hue: 0, cover: 'tools', work: ['tools', 'house'] },
    phoneNumber: placeholderPhone(10),
  },
  // Issue 40: the towns people search most (Tamarindo, Nosara, Sámara, Liberia, Playas del Coco,
  // Nicoya) each have a pro for every popular service, among neighbouring towns.
  {
    email: 'limpiezasbrisa@demo.guanacastepros.cr',
    displayName: 'Limpiezas Brisa Tamarindo',
    preferredLang: 'es',
    profile: {
      description: {
        en: 'Cleaning for houses, condos and vacation rentals in Tamarindo, Langosta and Playa Grande. Same-day guest turnovers and ocean-view window cleaning.',
        es: 'Limpieza de casas, condominios y alquileres vacacionales en Tamarindo, Langosta y Playa Grande. Cambios de huéspedes el mismo día y limpieza de ventanas con vista al mar.',
      },
      serviceIds: ['house-cleaning', 'vacation-rental-cleaning', 'window-washing'],
      zoneIds: ['tamarindo', 'playa-langosta', 'playa-grande', 'villarreal', 'huacas'],
      languageCodes: ['es', 'en'],
      hours: everyDay('7:00', '17:00'),
    },
    photos: { hue: 280, cover: 'beach', work: ['house', 'sunset'] },
    phoneNumber: placeholderPhone(11),
  },
  {
    email: 'tamarindopools@demo.guanacastepros.cr',
    displayName: 'Tamarindo Pool Care',
    preferredLang: 'en',
    profile: {
      description: {
        en: 'Weekly pool service from Playa Grande to Playa Negra: skimming, brushing, water balance and pump checks, with a photo report after every visit.',
        es: 'Mantenimiento semanal de piscinas de Playa Grande a Playa Negra: limpieza de la superficie, cepillado, balance del agua y revisión de bombas, con un reporte con fotos después de cada visita.',
      },
      serviceIds: ['pool-maintenance', 'pool-construction'],
      zoneIds: ['tamarindo', 'playa-langosta', 'playa-grande', 'playa-avellanas', 'playa-negra'],
      languageCodes: ['en', 'es'],
      hours: saturdayMornings('7:00', '16:00'),
    },
    photos: { hue: 200, cover: 'pool', work: ['pool', 'sunset'] },
    phoneNumber: placeholderPhone(12),
  },
  {
    email: 'pinturasdonchepe@demo.guanacastepros.cr',
    displayName: 'Pinturas Don Chepe',
    preferredLang: 'es',
    profile: {
      description: {
        en: 'A painter with over 20 years in Santa Cruz and on the coast: walls, ceilings, drywall and terrace waterproofing. Free quotes in Tamarindo, Huacas and Villarreal.',
        es: 'Pintor con más de 20 años en Santa Cruz y la costa: paredes, techos, gypsum e impermeabilización de terrazas. Cotización gratis en Tamarindo, Huacas y Villarreal.',
      },
      serviceIds: ['painting', 'drywall', 'waterproofing'],
      zoneIds: ['santa-cruz-centro', 'tamarindo', 'villarreal', 'huacas'],
      languageCodes: ['es'],
      hours: withLunch(saturdayMornings('7:00', '17:00')),
    },
    photos: { hue: 35, cover: 'house', work: ['house', 'tools'] },
    phoneNumber: placeholderPhone(13),
  },
  {
    email: 'manoslistascoco@demo.guanacastepros.cr',
    displayName: 'Manos Listas Coco',
    preferredLang: 'es',
    profile: {
      description: {
        en: "Handyman work in Playas del Coco, Hermosa, Ocotal and Sardinal: leaks, outlets, light fittings, doors that won't close and touch-up painting.",
        es: 'Mantenimiento general en Playas del Coco, Hermosa, Ocotal y Sardinal: fugas, tomacorrientes, lámparas, puertas que no cierran y pintura de retoque.',
      },
      serviceIds: ['handyman', 'plumbing', 'electrical', 'painting'],
      zoneIds: ['playas-del-coco', 'playa-hermosa', 'playa-ocotal', 'sardinal', 'playa-panama'],
      languageCodes: ['es', 'en'],
      hours: weekdaysUntil('17:00'),
    },
    photos: { hue: 160, cover: 'beach', work: ['tools', 'house'] },
    phoneNumber: placeholderPhone(14),
  },
  {
    email: 'pinturasramirez@demo.guanacastepros.cr',
    displayName: 'Pinturas Ramírez',
    preferredLang: 'es',
    profile: {
      description:
        'Pintura, enchape y repello para casas y locales de Liberia, Filadelfia, Sardinal y Playas del Coco. Escríbanos con las medidas y le mandamos la cotización.',
      serviceIds: ['painting', 'tiling', 'masonry'],
      zoneIds: ['liberia-centro', 'filadelfia', 'sardinal', 'playas-del-coco'],
      languageCodes: ['es'],
      hours: saturdayMornings('7:30', '16:30'),
    },
    photos: { hue: 10, cover: 'house', work: ['house', 'tools'] },
  },
  {
    email: 'limpiezaslapampa@demo.guanacastepros.cr',
    displayName: 'Limpiezas La Pampa',
    preferredLang: 'es',
    profile: {
      description: {
        en: 'A cleaning team from Liberia: houses, offices and condos from Liberia to Playas del Coco. Deep cleaning, upholstery and rental handovers.',
        es: 'Equipo de limpieza de Liberia: casas, oficinas y condominios de Liberia a Playas del Coco. Limpieza profunda, muebles tapizados y entrega de alquileres.',
      },
      serviceIds: ['house-cleaning', 'deep-cleaning', 'upholstery-cleaning'],
      zoneIds: ['liberia-centro', 'sardinal', 'playas-del-coco', 'playa-hermosa', 'playa-ocotal'],
      languageCodes: ['es'],
      hours: saturdayMornings('7:00', '17:00'),
    },
    photos: { hue: 320, cover: 'house', work: ['house', 'garden'] },
    phoneNumber: placeholderPhone(15),
  },
  {
    email: 'donbeto@demo.guanacastepros.cr',
    displayName: 'Don Beto Mantenimiento',
    preferredLang: 'es',
    profile: {
      description: {
        en: 'Plumbing, carpentry, painting and home repairs in Liberia, Curubandé and Cañas Dulces. I turn up at the time we agreed and leave everything clean.',
        es: 'Fontanería, carpintería, pintura y arreglos de la casa en Liberia, Curubandé y Cañas Dulces. Llego a la hora que quedamos y dejo todo limpio.',
      },
      serviceIds: ['handyman', 'plumbing', 'painting', 'carpentry'],
      zoneIds: ['liberia-centro', 'curubande', 'canas-dulces'],
      languageCodes: ['es'],
      hours: withLunch(weekdaysUntil('16:00'), '11:30', '12:30'),
    },
    photos: { hue: 60, cover: 'tools', work: ['tools', 'house'] },
    phoneNumber: placeholderPhone(16),
  },
  {
    email: 'guioneshomerepair@demo.guanacastepros.cr',
    displayName: 'Guiones Home Repair',
    preferredLang: 'en',
    profile: {
      description: {
        en: 'Handyman, plumbing and electrical repairs in Nosara, Guiones, Pelada and Garza. Local team, bilingual, used to jungle humidity and salt air.',
        es: 'Reparaciones generales, fontanería y electricidad en Nosara, Guiones, Pelada y Garza. Equipo local y bilingüe, acostumbrado a la humedad del trópico y al salitre.',
      },
      serviceIds: ['handyman', 'plumbing', 'electrical'],
      zoneIds: ['nosara', 'playa-guiones', 'playa-pelada', 'playa-garza'],
      languageCodes: ['en', 'es'],
      hours: saturdayMornings('7:00', '17:00'),
    },
    photos: { hue: 140, cover: 'garden', work: ['tools', 'house'] },
    phoneNumber: placeholderPhone(17),
  },
  {
    email: 'piscinasgarza@demo.guanacastepros.cr',
    displayName: 'Piscinas y Aires Garza',
    preferredLang: 'es',
    profile: {
      description: {
        en: 'Pool and air-conditioning maintenance between Nosara and Playa Carrillo: weekly visits, mini-split cleaning and pump checks.',
        es: 'Mantenimiento de piscinas y aires acondicionados entre Nosara y Playa Carrillo: visitas semanales, limpieza de minisplits y revisión de bombas.',
      },
      serviceIds: ['pool-maintenance', 'air-conditioning'],
      zoneIds: ['nosara', 'playa-guiones', 'playa-garza', 'samara', 'playa-carrillo'],
      languageCodes: ['es', 'en'],
      hours: weekdaysUntil('17:00'),
    },
    photos: { hue: 185, cover: 'pool', work: ['pool', 'house'] },
    phoneNumber: placeholderPhone(18),
  },
  {
    email: 'hermanosvargas@demo.guanacastepros.cr',
    displayName: 'Servicios Hermanos Vargas',
    preferredLang: 'es',
    profile: {
      description: {
        en: 'We are two brothers from Sámara: plumbing, electrical work, carpentry and general repairs in Sámara, Playa Carrillo and Garza.',
        es: 'Somos dos hermanos de Sámara: fontanería, electricidad, carpintería y reparaciones generales en Sámara, Playa Carrillo y Garza.',
      },
      serviceIds: ['handyman', 'plumbing', 'electrical', 'carpentry'],
      zoneIds: ['samara', 'playa-carrillo', 'playa-garza'],
      languageCodes: ['es'],
      hours: saturdayMornings('7:00', '17:00'),
    },
    photos: { hue: 25, cover: 'sunset', work: ['tools', 'house'] },
    phoneNumber: placeholderPhone(19),
  },
  {
    email: 'chorotega@demo.guanacastepros.cr',
    displayName: 'Electro Fontanería Chorotega',
    preferredLang: 'es',
    profile: {
      description: {
        en: 'Electrical work, plumbing and water pumps in Nicoya, Hojancha and Santa Cruz. New installations, inspections and emergency repairs.',
        es: 'Electricidad, fontanería y bombas de agua en Nicoya, Hojancha y Santa Cruz. Instalaciones nuevas, revisiones y reparaciones de emergencia.',
      },
      serviceIds: ['plumbing', 'electrical', 'handyman', 'water-pumps-and-tanks'],
      zoneIds: ['nicoya-centro', 'hojancha', 'santa-cruz-centro'],
      languageCodes: ['es'],
      hours: weekdaysUntil('17:00'),
    },
    photos: { hue: 220, cover: 'tools', work: ['tools', 'house'] },
    phoneNumber: placeholderPhone(20),
  },
  {
    email: 'limpiezasdonarosa@demo.guanacastepros.cr',
    displayName: 'Limpiezas Doña Rosa',
    preferredLang: 'es',
    profile: {
      description: {
        en: 'House cleaning and deep cleaning in Nicoya and Hojancha, by the day or by the week. We bring our own products.',
        es: 'Limpieza de casas y limpieza profunda en Nicoya y Hojancha, por día o por semana. Llevamos nuestros propios productos.',
      },
      serviceIds: ['house-cleaning', 'deep-cleaning', 'window-washing'],
      zoneIds: ['nicoya-centro', 'hojancha'],
      languageCodes: ['es'],
      hours: withLunch(saturdayMornings('7:00', '15:00')),
    },
    photos: { hue: 345, cover: 'house', work: ['house', 'garden'] },
    phoneNumber: placeholderPhone(21),
  },
  {
    email: 'climanicoya@demo.guanacastepros.cr',
    displayName: 'Clima y Piscinas Nicoya',
    preferredLang: 'es',
    profile: {
      description: {
        en: 'Installation and maintenance of air conditioners, refrigeration and pools in Nicoya, Hojancha and Santa Cruz. Certified technicians, written warranty.',
        es: 'Instalación y mantenimiento de aires acondicionados, refrigeración y piscinas en Nicoya, Hojancha y Santa Cruz. Técnicos certificados, garantía por escrito.',
      },
      serviceIds: ['air-conditioning', 'refrigeration', 'pool-maintenance'],
      zoneIds: ['nicoya-centro', 'hojancha', 'santa-cruz-centro'],
      languageCodes: ['es', 'en'],
      hours: weekdaysUntil('17:00'),
    },
    photos: { hue: 195, cover: 'sunset', work: ['pool', 'tools'] },
    phoneNumber: placeholderPhone(22),
  },
];

export const DEMO_CLIENTS = [
  { email: 'laura@demo.guanacastepros.cr', displayName: 'Laura M.', preferredLang: 'es' as Lang },
  { email: 'mike@demo.guanacastepros.cr', displayName: 'Mike R.', preferredLang: 'en' as Lang },
  { email: 'sofia@demo.guanacastepros.cr', displayName: 'Sofía V.', preferredLang: 'es' as Lang },
  { email: 'james@demo.guanacastepros.cr', displayName: 'James T.', preferredLang: 'en' as Lang },
  { email: 'ana@demo.guanacastepros.cr', displayName: 'Ana Q.', preferredLang: 'es' as Lang },
  { email: 'carlos@demo.guanacastepros.cr', displayName: 'Carlos J.', preferredLang: 'es' as Lang },
  { email: 'emily@demo.guanacastepros.cr', displayName: 'Emily W.', preferredLang: 'en' as Lang },
  { email: 'mariajose@demo.guanacastepros.cr', displayName: 'María José A.', preferredLang: 'es' as Lang },
];

export const DEMO_REVIEWS: DemoReview[] = [
  {
    contractor: 0,
    author: 0,
    rating: 5,
    title: 'Arreglaron la bomba el mismo día',
    body: 'Nos quedamos sin agua un sábado y llegaron en dos horas. Cambiaron el presostato y dejaron todo limpio.',
  },
  {
    contractor: 0,
    author: 1,
    rating: 5,
    title: 'Reliable and honest',
    body: 'Fixed two leaking faucets and a breaker that kept tripping. Fair price, explained everything in English.',
  },
  {
    contractor: 0,
    author: 2,
    rating: 4,
    title: 'Buen trabajo',
    body: 'Instalaron lámparas en la terraza. Llegaron un poco tarde pero el trabajo quedó excelente.',
  },
  {
    contractor: 1,
    author: 1,
    rating: 5,
    title: 'Pool went from green to blue',
    body: 'They rescued our pool before the holidays and now come every week. Always on time.',
  },
  {
    contractor: 1,
    author: 0,
    rating: 4,
    title: 'Aire acondicionado como nuevo',
    body: 'Limpiaron y recargaron tres unidades. Muy profesionales y puntuales.',
  },
  {
    contractor: 1,
    author: 2,
    rating: 5,
    title: 'Excelente servicio',
    body: 'Nos explicaron cómo cuidar la piscina durante la temporada lluviosa. Muy recomendados.',
  },
  {
    contractor: 2,
    author: 2,
    rating: 5,
    title: 'Impecable',
    body: 'Dejaron la casa lista entre dos reservas en menos de tres horas. Nuestros huéspedes lo notaron.',
  },
  {
    contractor: 2,
    author: 1,
    rating: 5,
    title: 'Best turnover cleaning in Sámara',
    body: 'Consistent, careful with our things and great communication over WhatsApp.',
  },
  {
    contractor: 2,
    author: 0,
    rating: 4,
    title: 'Muy confiables',
    body: 'Las contratamos para limpieza profunda antes de vender la casa. Todo quedó brillante.',
  },
  {
    contractor: 3,
    author: 0,
    rating: 5,
    title: 'Paneles solares funcionando perfecto',
    body: 'Instalaron ocho paneles y el recibo de luz bajó a la mitad. Explicaron todo con paciencia.',
  },
  {
    contractor: 3,
    author: 3,
    rating: 4,
    title: 'Good electricians',
    body: 'Rewired our finca kitchen in two days. Spanish only, but we managed fine with WhatsApp translations.',
  },
  {
    contractor: 3,
    author: 4,
    rating: 5,
    title: 'Muy profesionales',
    body: 'Cambiaron la caja de breakers vieja por una nueva con todos los permisos. Quedamos muy tranquilos.',
  },
  {
    contractor: 4,
    author: 1,
    rating: 5,
    title: 'Our garden survived the dry season',
    body: 'The drip irrigation they installed keeps everything green, and they trim the palms before the rains.',
  },
  {
    contractor: 4,
    author: 3,
    rating: 5,
    title: 'Beautiful landscaping',
    body: 'Designed a native garden around our pool. Punctual, friendly and speaks perfect English and German.',
  },
  {
    contractor: 4,
    author: 2,
    rating: 4,
    title: 'Jardín precioso',
    body: 'Podaron las palmeras y sembraron plantas nativas. Una vez se atrasaron un día por la lluvia.',
  },
  {
    contractor: 4,
    author: 4,
    rating: 5,
    title: 'Excelente mantenimiento',
    body: 'Vienen cada semana a cortar el zacate y revisar el riego. Todo impecable.',
  },
  {
    contractor: 5,
    author: 2,
    rating: 5,
    title: 'Llegaron un domingo',
    body: 'Se nos reventó un tubo el domingo en la mañana y en una hora estaban aquí. Precio justo.',
  },
  {
    contractor: 5,
    author: 3,
    rating: 4,
    title: 'Fixed the septic smell',
    body: 'Cleaned the septic tank and fixed a bad vent. Took a second visit, but the problem is gone.',
  },
  {
    contractor: 5,
    author: 0,
    rating: 5,
    title: 'Los mejores fontaneros de Flamingo',
    body: 'Instalaron una bomba nueva y un tanque de reserva. Ya no nos quedamos sin agua.',
  },
  {
    contractor: 6,
    author: 1,
    rating: 4,
    title: 'New roof before the rainy season',
    body: 'Solid work and daily photo updates while we were in Canada. Finished a week later than planned.',
  },
  {
    contractor: 6,
    author: 3,
    rating: 5,
    title: 'Honest builders',
    body: 'Remodeled our kitchen and sealed the terrace. Written quote, no surprises at the end.',
  },
  {
    contractor: 6,
    author: 4,
    rating: 4,
    title: 'Buen trabajo de impermeabilización',
    body: 'La terraza ya no gotea. El equipo fue ordenado y respetuoso.',
  },
  {
    contractor: 7,
    author: 0,
    rating: 5,
    title: 'Adiós al comején',
    body: 'Trataron toda la casa y los muebles de madera. Un año después, ni rastro de comején.',
  },
  {
    contractor: 7,
    author: 2,
    rating: 4,
    title: 'Seguro para mascotas',
    body: 'Nos explicaron qué productos usaban y cuánto esperar para volver a entrar con los perros.',
  },
  {
    contractor: 7,
    author: 1,
    rating: 4,
    title: 'Scorpions gone',
    body: 'Two treatments and we have not seen a scorpion since. Spanish only, but very clear.',
  },
  {
    contractor: 8,
    author: 3,
    rating: 5,
    title: 'Saved our vacation',
    body: 'AC died on a Saturday with guests arriving. They came the same afternoon with the part.',
  },
  {
    contractor: 8,
    author: 1,
    rating: 5,
    title: 'Great maintenance plan',
    body: 'They clean our five units every three months and send photos of the filters. Highly recommended.',
  },
  {
    contractor: 8,
    author: 4,
    rating: 5,
    title: 'Rápidos y ordenados',
    body: 'Instalaron dos minisplits en un día y dejaron todo limpio. Hablan español, inglés y francés.',
  },
  {
    contractor: 8,
    author: 0,
    rating: 4,
    title: 'Buen servicio',
    body: 'Repararon la refrigeradora del restaurante. Un poco caros, pero cumplieron.',
  },
  {
    contractor: 9,
    author: 4,
    rating: 5,
    title: 'La casa quedó como nueva',
    body: 'Pintaron por dentro y por fuera antes de la temporada. Protegieron muebles y pisos.',
  },
  {
    contractor: 9,
    author: 1,
    rating: 4,
    title: 'Nice tile work',
    body: 'Retiled two bathrooms. Very neat lines; the job took a few days longer than quoted.',
  },
  {
    contractor: 9,
    author: 2,
    rating: 5,
    title: 'Detallistas',
    body: 'Repararon el repello dañado por la humedad y lo pintaron con pintura antihongos.',
  },
  {
    contractor: 10,
    author: 3,
    rating: 5,
    title: 'Peace of mind from abroad',
    body: 'Weekly visits with photos, and they handled a storm leak before we even knew about it.',
  },
  {
    contractor: 10,
    author: 1,
    rating: 5,
    title: 'Reliable home watch',
    body: 'They check the house, run the water and the AC, and coordinate any repair. Worth every colón.',
  },
  {
    contractor: 10,
    author: 0,
    rating: 5,
    title: 'Muy responsables',
    body: 'Instalaron cámaras y nos mandan un informe cada semana. Muy buena comunicación.',
  },
  {
    contractor: 11,
    author: 4,
    rating: 5,
    title: 'Portón eléctrico perfecto',
    body: 'Hicieron el portón en acero inoxidable e instalaron el motor. Resiste bien la brisa del mar.',
  },
  {
    contractor: 11,
    author: 2,
    rating: 4,
    title: 'Buen trabajo de soldadura',
    body: 'Repararon las rejas oxidadas y pusieron cerca eléctrica. Trabajo sólido.',
  },
  {
    contractor: 11,
    author: 3,
    rating: 4,
    title: 'Solid gate',
    body: 'Built a sliding gate for our lot near the bay. Spanish only, but a clear quote by WhatsApp.',
  },
  {
    contractor: 12,
    author: 5,
    rating: 5,
    title: 'Casa lista para los huéspedes',
    body: 'Hacen el cambio entre huéspedes en tres horas, con ropa de cama y toallas. Nunca nos han fallado un sábado.',
  },
  {
    contractor: 12,
    author: 1,
    rating: 4,
    title: 'Good turnover crew',
    body: 'Reliable and careful with our things. Once they forgot the balcony windows, but came back the same afternoon.',
  },
  {
    contractor: 12,
    author: 7,
    rating: 5,
    title: 'Ventanas impecables',
    body: 'Limpiaron todas las ventanas del condominio, que con la brisa se llenan de sal. Quedaron como nuevas.',
  },
  {
    contractor: 13,
    author: 3,
    rating: 5,
    title: 'Crystal clear all season',
    body: 'They come every Tuesday and send photos of the water readings. Our pool has never looked better.',
  },
  {
    contractor: 13,
    author: 6,
    rating: 4,
    title: 'Fixed our pump',
    body: 'They found why the pump was so noisy and replaced the seal the next day. A bit hard to reach on weekends.',
  },
  {
    contractor: 13,
    author: 0,
    rating: 5,
    title: 'Muy puntuales',
    body: 'Vienen cada semana a la misma hora y explican todo. La piscina siempre está lista para los niños.',
  },
  {
    contractor: 14,
    author: 2,
    rating: 5,
    title: 'Pintaron toda la casa',
    body: 'Don Chepe y su ayudante pintaron por dentro y por fuera en una semana. Protegieron muebles y pisos.',
  },
  {
    contractor: 14,
    author: 5,
    rating: 4,
    title: 'Buen trabajo en la terraza',
    body: 'Impermeabilizaron la terraza antes de las lluvias y ya no se filtra el agua. Se atrasaron un día.',
  },
  {
    contractor: 14,
    author: 6,
    rating: 4,
    title: 'Nice, clean painting',
    body: 'Painted two bedrooms and the kitchen ceiling. Spanish only, but my neighbour translated. Good price.',
  },
  {
    contractor: 15,
    author: 4,
    rating: 5,
    title: 'Resolvieron todo en una visita',
    body: 'Cambiaron un tomacorriente, arreglaron la fuga del lavatorio y ajustaron dos puertas. Precio justo.',
  },
  {
    contractor: 15,
    author: 1,
    rating: 4,
    title: 'Handy and friendly',
    body: 'Fixed our outdoor lights and repainted the gate. Took a second visit to finish, but good work.',
  },
  {
    contractor: 15,
    author: 7,
    rating: 5,
    title: 'Rápidos y ordenados',
    body: 'Se nos reventó una tubería en Hermosa y llegaron en una hora. Dejaron todo limpio.',
  },
  {
    contractor: 16,
    author: 0,
    rating: 5,
    title: 'Enchape perfecto',
    body: 'Enchaparon el baño y la cocina con líneas muy derechas. Cumplieron con la fecha que dijeron.',
  },
  {
    contractor: 16,
    author: 7,
    rating: 4,
    title: 'Buena pintura',
    body: 'Pintaron el local en Liberia un fin de semana para no cerrar. Hubo que retocar una pared.',
  },
  {
    contractor: 16,
    author: 3,
    rating: 4,
    title: 'Solid work, message first',
    body: 'They answer messages within the day. Repainted our rental in Coco before the high season.',
  },
  {
    contractor: 17,
    author: 2,
    rating: 5,
    title: 'Limpieza profunda excelente',
    body: 'Limpiaron la casa antes de mudarnos, incluidos los sillones. Muy detallistas.',
  },
  {
    contractor: 17,
    author: 4,
    rating: 4,
    title: 'Muy responsables',
    body: 'Limpian la oficina cada semana en Liberia. Una vez cambiaron de día, pero avisaron con tiempo.',
  },
  {
    contractor: 17,
    author: 6,
    rating: 5,
    title: 'Great cleaning between guests',
    body: 'They cleaned our condo in Ocotal between two bookings. Spotless, and they sent photos.',
  },
  {
    contractor: 18,
    author: 5,
    rating: 5,
    title: 'Don Beto es de confianza',
    body: 'Arregló la tubería de la pila y una puerta de madera hinchada por la humedad. Muy honrado.',
  },
  {
    contractor: 18,
    author: 0,
    rating: 4,
    title: 'Buen carpintero',
    body: 'Hizo un mueble de cocina a la medida. Tardó un poco más de lo previsto, pero quedó precioso.',
  },
  {
    contractor: 18,
    author: 3,
    rating: 4,
    title: 'Reliable handyman',
    body: 'Fixed a leak and painted the porch. Speaks only Spanish, but very patient and clear.',
  },
  {
    contractor: 19,
    author: 6,
    rating: 5,
    title: 'Saved our Saturday',
    body: 'Power went out in half the house; they found a corroded breaker and replaced it the same day.',
  },
  {
    contractor: 19,
    author: 1,
    rating: 4,
    title: 'Good plumbers in Guiones',
    body: 'Replaced the water heater and fixed a drain. Slightly pricey, but quick and tidy.',
  },
  {
    contractor: 19,
    author: 7,
    rating: 5,
    title: 'Excelente servicio',
    body: 'Instalaron lámparas y arreglaron una fuga en la cocina. Muy profesionales y bilingües.',
  },
  {
    contractor: 20,
    author: 2,
    rating: 4,
    title: 'Piscina y aires al día',
    body: 'Vienen cada semana a la piscina y limpiaron los tres minisplits. Una vez llegaron tarde por la lluvia.',
  },
  {
    contractor: 20,
    author: 3,
    rating: 5,
    title: 'Best AC service in Sámara',
    body: 'Cleaned and recharged our units before guests arrived. Friendly and on time.',
  },
  {
    contractor: 20,
    author: 4,
    rating: 5,
    title: 'Muy recomendados',
    body: 'La piscina se puso verde después de un aguacero y la dejaron azul en dos días.',
  },
  {
    contractor: 21,
    author: 0,
    rating: 5,
    title: 'Trabajadores y honestos',
    body: 'Los hermanos arreglaron la instalación eléctrica de la cabina y una fuga en el baño. Cobraron lo justo.',
  },
  {
    contractor: 21,
    author: 5,
    rating: 4,
    title: 'Buena carpintería',
    body: 'Hicieron una puerta nueva para la bodega. Tardaron una semana más, pero el trabajo es sólido.',
  },
  {
    contractor: 21,
    author: 1,
    rating: 4,
    title: 'Good local help',
    body: 'They fix whatever breaks at our rental in Carrillo. Spanish only, but they reply fast on WhatsApp.',
  },
  {
    contractor: 22,
    author: 4,
    rating: 5,
    title: 'Bomba nueva funcionando',
    body: 'Instalaron una bomba y un tanque de reserva en Hojancha. Ya no nos quedamos sin agua.',
  },
  {
    contractor: 22,
    author: 7,
    rating: 4,
    title: 'Buenos electricistas',
    body: 'Cambiaron el cableado viejo de la casa. El trabajo quedó bien, aunque tardaron en mandar la cotización.',
  },
  {
    contractor: 22,
    author: 2,
    rating: 5,
    title: 'Atención rápida',
    body: 'Se fue la luz en la soda y llegaron en media hora. Muy serios y ordenados.',
  },
  {
    contractor: 23,
    author: 0,
    rating: 5,
    title: 'Doña Rosa es un amor',
    body: 'Limpia la casa cada viernes desde hace meses. Todo queda brillante.',
  },
  {
    contractor: 23,
    author: 5,
    rating: 4,
    title: 'Muy cumplida',
    body: 'Hicieron limpieza profunda después de la remodelación. Quedó muy bien; hubo que repetir las ventanas.',
  },
  {
    contractor: 23,
    author: 6,
    rating: 4,
    title: 'Trustworthy cleaners',
    body: 'They clean our house in Nicoya every two weeks. Spanish only, but we understand each other fine.',
  },
  {
    contractor: 24,
    author: 3,
    rating: 5,
    title: 'AC installed in a day',
    body: 'Installed two mini-splits in our house in Santa Cruz, with neat wiring and a written warranty.',
  },
  {
    contractor: 24,
    author: 4,
    rating: 4,
    title: 'Buen mantenimiento',
    body: 'Revisan la piscina y el aire cada mes. Una vez cambiaron la visita de día, pero avisaron.',
  },
  {
    contractor: 24,
    author: 7,
    rating: 5,
    title: 'Refrigeración del restaurante',
    body: 'Repararon la cámara fría del restaurante un domingo. Nos salvaron el fin de semana.',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * When each demo review was written and approved, counted back from `now` (the Clock's time at
 * seeding), so the profiles read as records built over past months: a pro's reviews, in the
 * order listed, from between four and ten months ago to a few days ago, each approved one to
 * three days after it was written.
 */
export function demoReviewDates(
  reviews: readonly DemoReview[],
  now: Date,
): { submittedAt: string; approvedAt: string }[] {
  const counts = new Map<number, number>();
  for (const review of reviews) counts.set(review.contractor, (counts.get(review.contractor) ?? 0) + 1);
  const seen = new Map<number, number>();
  return reviews.map(({ contractor }) => {
    const rank = seen.get(contractor) ?? 0;
    seen.set(contractor, rank + 1);
    const count = counts.get(contractor)!;
    const oldest = 120 + ((contractor * 37) % 180);
    const newest = 4 + ((contractor * 13) % 25);
    const daysAgo = count === 1 ? newest : Math.round(oldest - ((oldest - newest) * rank) / (count - 1));
    const submitted = now.getTime() - daysAgo * DAY_MS - ((contractor * 5 + rank * 3) % 10) * HOUR_MS;
    const approved = submitted + (1 + ((contractor + rank) % 3)) * DAY_MS;
    return { submittedAt: new Date(submitted).toISOString(), approvedAt: new Date(approved).toISOString() };
  });
}
