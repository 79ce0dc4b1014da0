export type ZoneKind = 'canton' | 'town' | 'beach';

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
}

const canton = (zoneId: string, name: string): Zone => ({ zoneId, name, kind: 'canton', cantonId: zoneId });
const town = (zoneId: string, name: string, cantonId: string): Zone => ({ zoneId, name, kind: 'town', cantonId });
const beach = (zoneId: string, name: string, cantonId: string): Zone => ({ zoneId, name, kind: 'beach', cantonId });

/** The eleven cantons of Guanacaste, in their official order. */
export const CANTONS: readonly Zone[] = [
  canton('liberia', 'Liberia'),
  canton('nicoya', 'Nicoya'),
  canton('santa-cruz', 'Santa Cruz'),
  canton('bagaces', 'Bagaces'),
  canton('carrillo', 'Carrillo'),
  canton('canas', 'Cañas'),
  canton('abangares', 'Abangares'),
  canton('tilaran', 'Tilarán'),
  canton('nandayure', 'Nandayure'),
  canton('la-cruz', 'La Cruz'),
  canton('hojancha', 'Hojancha'),
];

/** Towns and beaches people search for, by canton. */
const PLACES: readonly Zone[] = [
  // Liberia
  town('liberia-centro', 'Liberia centro', 'liberia'),
  town('canas-dulces', 'Cañas Dulces', 'liberia'),
  town('curubande', 'Curubandé', 'liberia'),
  beach('peninsula-de-papagayo', 'Península de Papagayo', 'liberia'),

  // Carrillo (Sardinal district holds its whole coast)
  town('filadelfia', 'Filadelfia', 'carrillo'),
  town('sardinal', 'Sardinal', 'carrillo'),
  beach('playas-del-coco', 'Playas del Coco', 'carrillo'),
  beach('playa-hermosa', 'Playa Hermosa', 'carrillo'),
  beach('playa-ocotal', 'Playa Ocotal', 'carrillo'),
  beach('playa-panama', 'Playa Panamá', 'carrillo'),
  beach('playa-matapalo', 'Playa Matapalo', 'carrillo'),

  // Santa Cruz
  town('santa-cruz-centro', 'Santa Cruz centro', 'santa-cruz'),
  beach('tamarindo', 'Tamarindo', 'santa-cruz'),
  beach('playa-langosta', 'Playa Langosta', 'santa-cruz'),
  beach('playa-grande', 'Playa Grande', 'santa-cruz'),
  town('huacas', 'Huacas', 'santa-cruz'),
  town('matapalo', 'Matapalo', 'santa-cruz'),
  town('villarreal', 'Villarreal', 'santa-cruz'),
  town('cartagena', 'Cartagena', 'santa-cruz'),
  town('27-de-abril', '27 de Abril', 'santa-cruz'),
  beach('playa-flamingo', 'Playa Flamingo', 'santa-cruz'),
  beach('playa-potrero', 'Playa Potrero', 'santa-cruz'),
  beach('brasilito', 'Brasilito', 'santa-cruz'),
  beach('playa-conchal', 'Playa Conchal', 'santa-cruz'),
  beach('las-catalinas', 'Las Catalinas', 'santa-cruz'),
  beach('playa-avellanas', 'Playa Avellanas', 'santa-cruz'),
  beach('playa-negra', 'Playa Negra', 'santa-cruz'),
  beach('playa-junquillal', 'Playa Junquillal', 'santa-cruz'),
  beach('ostional', 'Ostional', 'santa-cruz'),

  // Nicoya
  town('nicoya-centro', 'Nicoya centro', 'nicoya'),
  town('nosara', 'Nosara', 'nicoya'),
  beach('playa-guiones', 'Playa Guiones', 'nicoya'),
  beach('playa-pelada', 'Playa Pelada', 'nicoya'),
  beach('playa-garza', 'Playa Garza', 'nicoya'),
  beach('samara', 'Sámara', 'nicoya'),

  // Hojancha: its Puerto Carrillo district holds Playa Carrillo, which is not in Carrillo canton.
  beach('playa-carrillo', 'Playa Carrillo', 'hojancha'),

  // Nandayure
  beach('playa-coyote', 'Playa Coyote', 'nandayure'),
  beach('playa-san-miguel', 'Playa San Miguel', 'nandayure'),
  beach('punta-islita', 'Punta Islita', 'nandayure'),

  // La Cruz
  beach('bahia-salinas', 'Bahía Salinas', 'la-cruz'),

  // Tilarán
  town('nuevo-arenal', 'Nuevo Arenal', 'tilaran'),
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
