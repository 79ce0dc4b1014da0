import { defaultHours, type Lang, type UpdateProfileRequest } from '@gp/shared';
import type { DemoPalette, DemoScene } from './demo-photos';

export interface DemoContractor {
  email: string;
  displayName: string;
  preferredLang: Lang;
  profile: Required<Pick<UpdateProfileRequest, 'serviceIds' | 'zoneIds' | 'languageCodes' | 'hours'>> & {
    /** A text in the pro's preferredLang, or the text per language ({ en?, es? }). */
    description: string | NonNullable<UpdateProfileRequest['description']>;
  };
  /** Drawn at seed time (no stock photos): initials on the palette's colour, a cover scene and 2–4 work scenes. */
  photos: DemoPalette & { cover: DemoScene; work: DemoScene[] };
  /** Verified at seed time, so visitors can WhatsApp or call them; without one a pro takes messages only. */
  phoneNumber?: string;
}

export interface DemoReview {
  contractor: number;
  author: number;
  rating: number;
  title: string;
  body: string;
}

const weekdaysUntil = (close: string) => defaultHours().map((day, index) => (index === 0 ? day : { ...day, close }));
/** Open every day, Sundays included. */
const everyDay = (open: string, close: string) => defaultHours().map(() => ({ open, close, isClosed: false }));

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
      description:
        'Mantenimiento general, fontanería y electricidad para casas y condominios de Tamarindo a Huacas. Atendemos emergencias de agua y bombas el mismo día.',
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
      description:
        'Weekly pool care, green-pool rescues and air-conditioning service for homes and vacation rentals around Playas del Coco, Hermosa and Ocotal.',
      serviceIds: ['pool-maintenance', 'air-conditioning', 'refrigeration'],
      zoneIds: ['playas-del-coco', 'playa-hermosa', 'playa-ocotal', 'playa-panama', 'sardinal'],
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
      description:
        'Limpieza de casas y de alquileres vacacionales entre huéspedes en Sámara y Nosara: ropa de cama, cocina y terrazas listas para el check-in.',
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
      description:
        'Electricistas certificados: paneles solares, calentadores solares, breakers y cableado para casas y fincas de Liberia y Cañas.',
      serviceIds: ['electrical', 'solar-panels', 'solar-water-heaters'],
      zoneIds: ['liberia', 'canas'],
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
      description:
        'Fontaneros con 15 años en la costa: fugas, desagües, bombas de agua y tanques sépticos de Flamingo a Brasilito y Potrero.',
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
      description:
        'Remodeling, roofing and waterproofing around Lake Arenal. Bilingual crew, written quotes and photos of every step.',
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
      description:
        'Control de plagas y comején con productos aprobados, seguros para niños y mascotas. Servimos todo el cantón de Nicoya y Hojancha.',
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
      description:
        'Air-conditioning installs, cleaning and repairs from Tamarindo to Avellanas. Emergency visits on weekends.',
      serviceIds: ['air-conditioning', 'refrigeration', 'appliance-repair'],
      zoneIds: ['santa-cruz'],
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
      description:
        'Pintura interior y exterior, repello y cerámica. Trabajamos limpio y a tiempo en Sámara, Carrillo y Nandayure.',
      serviceIds: ['painting', 'tiling', 'masonry'],
      zoneIds: ['samara', 'playa-carrillo', 'nandayure'],
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
      description:
        'Home watch and property management for owners abroad: weekly visits, photos, storm checks and trusted contractors on call.',
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
];

export const DEMO_CLIENTS = [
  { email: 'laura@demo.guanacastepros.cr', displayName: 'Laura M.', preferredLang: 'es' as Lang },
  { email: 'mike@demo.guanacastepros.cr', displayName: 'Mike R.', preferredLang: 'en' as Lang },
  { email: 'sofia@demo.guanacastepros.cr', displayName: 'Sofía V.', preferredLang: 'es' as Lang },
  { email: 'james@demo.guanacastepros.cr', displayName: 'James T.', preferredLang: 'en' as Lang },
  { email: 'ana@demo.guanacastepros.cr', displayName: 'Ana Q.', preferredLang: 'es' as Lang },
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
];
