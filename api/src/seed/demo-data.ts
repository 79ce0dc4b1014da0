import { defaultHours, type Lang, type UpdateProfileRequest } from '@gp/shared';

export interface DemoContractor {
  email: string;
  displayName: string;
  preferredLang: Lang;
  profile: Required<Pick<UpdateProfileRequest, 'description' | 'serviceIds' | 'zoneIds' | 'languageCodes' | 'hours'>>;
}

export interface DemoReview {
  contractor: number;
  author: number;
  rating: number;
  title: string;
  body: string;
}

const weekdaysUntil = (close: string) => defaultHours().map((day, index) => (index === 0 ? day : { ...day, close }));

/** Sample pros of the region, public from the first start (each has three live reviews). */
export const DEMO_CONTRACTORS: DemoContractor[] = [
  {
    email: 'playafix@demo.guanacastepros.cr',
    displayName: 'Playa Fix Tamarindo',
    preferredLang: 'es',
    profile: {
      description: 'Mantenimiento general, fontanería y electricidad para casas y condominios de Tamarindo a Huacas. Atendemos emergencias de agua y bombas el mismo día.',
      serviceIds: ['handyman', 'plumbing', 'electrical', 'water-pumps-and-tanks'],
      zoneIds: ['tamarindo', 'huacas', 'playa-langosta', 'playa-grande', 'villarreal'],
      languageCodes: ['es', 'en'],
      hours: weekdaysUntil('17:00'),
    },
  },
  {
    email: 'cocopools@demo.guanacastepros.cr',
    displayName: 'Coco Pools & AC',
    preferredLang: 'en',
    profile: {
      description: 'Weekly pool care, green-pool rescues and air-conditioning service for homes and vacation rentals around Playas del Coco, Hermosa and Ocotal.',
      serviceIds: ['pool-maintenance', 'air-conditioning', 'refrigeration'],
      zoneIds: ['playas-del-coco', 'playa-hermosa', 'playa-ocotal', 'playa-panama', 'sardinal'],
      languageCodes: ['en', 'es'],
      hours: weekdaysUntil('16:00'),
    },
  },
  {
    email: 'limpiezasamara@demo.guanacastepros.cr',
    displayName: 'Limpiezas Sámara',
    preferredLang: 'es',
    profile: {
      description: 'Limpieza de casas y de alquileres vacacionales entre huéspedes en Sámara y Nosara: ropa de cama, cocina y terrazas listas para el check-in.',
      serviceIds: ['house-cleaning', 'vacation-rental-cleaning', 'deep-cleaning'],
      zoneIds: ['samara', 'nosara', 'playa-guiones', 'playa-carrillo'],
      languageCodes: ['es'],
      hours: weekdaysUntil('18:00'),
    },
  },
];

export const DEMO_CLIENTS = [
  { email: 'laura@demo.guanacastepros.cr', displayName: 'Laura M.', preferredLang: 'es' as Lang },
  { email: 'mike@demo.guanacastepros.cr', displayName: 'Mike R.', preferredLang: 'en' as Lang },
  { email: 'sofia@demo.guanacastepros.cr', displayName: 'Sofía V.', preferredLang: 'es' as Lang },
];

export const DEMO_REVIEWS: DemoReview[] = [
  { contractor: 0, author: 0, rating: 5, title: 'Arreglaron la bomba el mismo día', body: 'Nos quedamos sin agua un sábado y llegaron en dos horas. Cambiaron el presostato y dejaron todo limpio.' },
  { contractor: 0, author: 1, rating: 5, title: 'Reliable and honest', body: 'Fixed two leaking faucets and a breaker that kept tripping. Fair price, explained everything in English.' },
  { contractor: 0, author: 2, rating: 4, title: 'Buen trabajo', body: 'Instalaron lámparas en la terraza. Llegaron un poco tarde pero el trabajo quedó excelente.' },
  { contractor: 1, author: 1, rating: 5, title: 'Pool went from green to blue', body: 'They rescued our pool before the holidays and now come every week. Always on time.' },
  { contractor: 1, author: 0, rating: 4, title: 'Aire acondicionado como nuevo', body: 'Limpiaron y recargaron tres unidades. Muy profesionales y puntuales.' },
  { contractor: 1, author: 2, rating: 5, title: 'Excelente servicio', body: 'Nos explicaron cómo cuidar la piscina durante la temporada lluviosa. Muy recomendados.' },
  { contractor: 2, author: 2, rating: 5, title: 'Impecable', body: 'Dejaron la casa lista entre dos reservas en menos de tres horas. Nuestros huéspedes lo notaron.' },
  { contractor: 2, author: 1, rating: 5, title: 'Best turnover cleaning in Sámara', body: 'Consistent, careful with our things and great communication over WhatsApp.' },
  { contractor: 2, author: 0, rating: 4, title: 'Muy confiables', body: 'Las contratamos para limpieza profunda antes de vender la casa. Todo quedó brillante.' },
];
