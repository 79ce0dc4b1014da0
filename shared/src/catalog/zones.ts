export type ZoneKind = 'canton' | 'town' | 'beach';

/** A point on the map, in decimal degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** One document of the zones collection (spec §3): a place in Guanacaste a contractor covers. */
export interface Zone {
  /** Stable kebab-case id (the name without accents), stored on profiles: never rename one. */
  zoneId: string;
  /** Proper Spanish spelling; place names are the same in both languages. */
  name: string;
  /** A canton covers all of its towns and beaches; a beach is a beach town or a stretch of coast people ask for by name. */
  kind: ZoneKind;
  /** The canton the place lies in; a canton points to itself. */
  cantonId: string;
  /** Where the place is: a town's or beach's centre; a canton's head town (its cabecera). */
  at: LatLng;
}

/*
 * Coordinates: the approximate centre of each place (a canton: its head town, its cabecera), after
 * the public figures of OpenStreetMap and of the places' Wikipedia articles, rounded to 3 decimals
 * (about 100 m). A figure may be a kilometre off: they serve "pros nearby" (straight-line km, shown
 * rounded), where that changes nothing a visitor sees.
 */
const canton = (zoneId: string, name: string, lat: number, lng: number): Zone => ({
  zoneId,
  name,
  kind: 'canton',
  cantonId: zoneId,
  at: { lat, lng },
});
const place =
  (kind: 'town' | 'beach') =>
  (zoneId: string, name: string, cantonId: string, lat: number, lng: number): Zone => ({
    zoneId,
    name,
    kind,
    cantonId,
    at: { lat, lng },
  });
const town = place('town');
const beach = place('beach');

/** The eleven cantons of Guanacaste, in their official order, each at its head town. */
export const CANTONS: readonly Zone[] = [
  canton('liberia', 'Liberia', 10.635, -85.437),
  canton('nicoya', 'Nicoya', 10.148, -85.452),
  canton('santa-cruz', 'Santa Cruz', 10.261, -85.586),
  canton('bagaces', 'Bagaces', 10.527, -85.254),
  canton('carrillo', 'Carrillo', 10.445, -85.559),
  canton('canas', 'Cañas', 10.429, -85.092),
  canton('abangares', 'Abangares', 10.283, -84.958),
  canton('tilaran', 'Tilarán', 10.468, -84.969),
  canton('nandayure', 'Nandayure', 10.013, -85.262),
  canton('la-cruz', 'La Cruz', 11.072, -85.63),
  canton('hojancha', 'Hojancha', 10.059, -85.42),
];

/** Towns and beaches people search for, by canton. */
const PLACES: readonly Zone[] = [
  // Liberia
  town('liberia-centro', 'Liberia centro', 'liberia', 10.635, -85.437),
  town('canas-dulces', 'Cañas Dulces', 'liberia', 10.736, -85.488),
  town('curubande', 'Curubandé', 'liberia', 10.73, -85.41),
  beach('peninsula-de-papagayo', 'Península de Papagayo', 'liberia', 10.64, -85.69),

  // Carrillo (Sardinal district holds its whole coast)
  town('filadelfia', 'Filadelfia', 'carrillo', 10.445, -85.559),
  town('sardinal', 'Sardinal', 'carrillo', 10.516, -85.647),
  beach('playas-del-coco', 'Playas del Coco', 'carrillo', 10.551, -85.698),
  beach('playa-hermosa', 'Playa Hermosa', 'carrillo', 10.57, -85.683),
  beach('playa-ocotal', 'Playa Ocotal', 'carrillo', 10.545, -85.718),
  beach('playa-panama', 'Playa Panamá', 'carrillo', 10.59, -85.662),
  beach('playa-matapalo', 'Playa Matapalo', 'carrillo', 10.525, -85.755),

  // Santa Cruz
  town('santa-cruz-centro', 'Santa Cruz centro', 'santa-cruz', 10.261, -85.586),
  beach('tamarindo', 'Tamarindo', 'santa-cruz', 10.3, -85.838),
  beach('playa-langosta', 'Playa Langosta', 'santa-cruz', 10.284, -85.85),
  beach('playa-grande', 'Playa Grande', 'santa-cruz', 10.333, -85.851),
  town('huacas', 'Huacas', 'santa-cruz', 10.352, -85.767),
  town('matapalo', 'Matapalo', 'santa-cruz', 10.368, -85.804),
  town('villarreal', 'Villarreal', 'santa-cruz', 10.301, -85.823),
  town('cartagena', 'Cartagena', 'santa-cruz', 10.364, -85.681),
  town('27-de-abril', '27 de Abril', 'santa-cruz', 10.205, -85.738),
  beach('playa-flamingo', 'Playa Flamingo', 'santa-cruz', 10.435, -85.79),
  beach('playa-potrero', 'Playa Potrero', 'santa-cruz', 10.449, -85.773),
  beach('brasilito', 'Brasilito', 'santa-cruz', 10.411, -85.797),
  beach('playa-conchal', 'Playa Conchal', 'santa-cruz', 10.403, -85.809),
  beach('las-catalinas', 'Las Catalinas', 'santa-cruz', 10.476, -85.793),
  beach('playa-avellanas', 'Playa Avellanas', 'santa-cruz', 10.225, -85.838),
  beach('playa-negra', 'Playa Negra', 'santa-cruz', 10.203, -85.829),
  beach('playa-junquillal', 'Playa Junquillal', 'santa-cruz', 10.153, -85.789),
  beach('ostional', 'Ostional', 'santa-cruz', 9.987, -85.698),

  // Nicoya
  town('nicoya-centro', 'Nicoya centro', 'nicoya', 10.148, -85.452),
  town('nosara', 'Nosara', 'nicoya', 9.978, -85.653),
  beach('playa-guiones', 'Playa Guiones', 'nicoya', 9.94, -85.664),
  beach('playa-pelada', 'Playa Pelada', 'nicoya', 9.956, -85.674),
  beach('playa-garza', 'Playa Garza', 'nicoya', 9.915, -85.62),
  beach('samara', 'Sámara', 'nicoya', 9.882, -85.529),

  // Hojancha: its Puerto Carrillo district holds Playa Carrillo, which is not in Carrillo canton.
  beach('playa-carrillo', 'Playa Carrillo', 'hojancha', 9.868, -85.484),

  // Nandayure
  beach('playa-coyote', 'Playa Coyote', 'nandayure', 9.767, -85.274),
  beach('playa-san-miguel', 'Playa San Miguel', 'nandayure', 9.79, -85.316),
  beach('punta-islita', 'Punta Islita', 'nandayure', 9.85, -85.41),

  // La Cruz
  beach('bahia-salinas', 'Bahía Salinas', 'la-cruz', 11.035, -85.715),

  // Tilarán
  town('nuevo-arenal', 'Nuevo Arenal', 'tilaran', 10.534, -84.894),
];

/** Every zone: the cantons first, then their towns and beaches. */
export const ZONES: readonly Zone[] = [...CANTONS, ...PLACES];

const zonesById = new Map(ZONES.map((zone) => [zone.zoneId, zone]));

export function zoneById(zoneId: string): Zone | undefined {
  return zonesById.get(zoneId);
}

export const ZONE_IDS = ZONES.map((zone) => zone.zoneId);

/**
 * Other names people type for a place: its own word without "Playa" where that word is no
 * everyday one ("Guiones", "Coco"; never "Grande" or "Hermosa"), and its common spellings.
 */
export const ZONE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'peninsula-de-papagayo': ['papagayo'],
  'playas-del-coco': ['coco', 'el coco', 'playa del coco', 'playa coco'],
  'playa-ocotal': ['ocotal'],
  tamarindo: ['playa tamarindo'],
  'playa-langosta': ['langosta'],
  'playa-flamingo': ['flamingo'],
  'playa-potrero': ['potrero'],
  'playa-conchal': ['conchal'],
  'playa-avellanas': ['avellanas'],
  'playa-junquillal': ['junquillal'],
  nosara: ['playa nosara'],
  'playa-guiones': ['guiones'],
  'playa-pelada': ['pelada'],
  samara: ['playa samara'],
  'punta-islita': ['islita'],
  'bahia-salinas': ['salinas'],
};
