import { guessTextLanguage } from './text-language';

describe('guessTextLanguage (the language of a v1 description)', () => {
  it.each([
    // The demo pros' descriptions, as v1 events recorded them.
    'Mantenimiento general, fontanería y electricidad para casas y condominios de Tamarindo a Huacas. Atendemos emergencias de agua y bombas el mismo día.',
    'Limpieza de casas y de alquileres vacacionales entre huéspedes en Sámara y Nosara: ropa de cama, cocina y terrazas listas para el check-in.',
    'Electricistas certificados: paneles solares, calentadores solares, breakers y cableado para casas y fincas de Liberia y Cañas.',
    'Pintura interior y exterior, repello y cerámica. Trabajamos limpio y a tiempo en Sámara, Carrillo y Nandayure.',
    'Portones, rejas, motores de portón y cercas eléctricas en La Cruz y Bahía Salinas.',
    'Plomería y electricidad',
    '¿Fugas? Llame ya.',
  ])('reads Spanish in %j', (text) => {
    expect(guessTextLanguage(text)).toBe('es');
  });

  it.each([
    'Weekly pool care, green-pool rescues and air-conditioning service for homes and vacation rentals around Playas del Coco, Hermosa and Ocotal.',
    'Tropical gardens, palm trimming and drip irrigation in Nosara and Guiones. We keep your garden green through the dry season.',
    'Air-conditioning installs, cleaning and repairs from Tamarindo to Avellanas. Emergency visits on weekends.',
    'Home watch and property management for owners abroad: weekly visits, photos, storm checks and trusted contractors on call.',
    'Remodeling, roofing and waterproofing around Lake Arenal. Bilingual crew, written quotes and photos of every step.',
  ])('reads English in %j', (text) => {
    expect(guessTextLanguage(text)).toBe('en');
  });

  it.each(['', 'Playa Fix Tamarindo', 'Trabajo serio.', 'Pura vida 🌴', 'de the'])(
    'says nothing when the words do not tell: %j',
    (text) => {
      expect(guessTextLanguage(text)).toBeNull();
    },
  );
});
