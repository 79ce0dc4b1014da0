import type { Lang } from '../constants/constants';
import type { Localized } from './localized';

/** One document of the services collection (spec §3): a service a contractor offers, or with isCategory the group it sits in. */
export interface ServiceEntry {
  /** Stable kebab-case id, stored on profiles: never rename one. */
  serviceId: string;
  /** The group of a service; a category points to itself. */
  categoryId: string;
  isCategory: boolean;
  name: Localized<string>;
  /** Other words people type for it (trade names, Costa Rican usage), lowercase. */
  keywords: Localized<readonly string[]>;
}

const category = (serviceId: string, en: string, es: string): ServiceEntry => ({
  serviceId,
  categoryId: serviceId,
  isCategory: true,
  name: { en, es },
  keywords: { en: [], es: [] },
});

export const SERVICE_CATEGORIES: readonly ServiceEntry[] = [
  category('home-repair', 'Home repair', 'Reparaciones del hogar'),
  category('cleaning', 'Cleaning', 'Limpieza'),
  category('plumbing-and-water', 'Plumbing & water', 'Fontanería y agua'),
  category('electrical-and-solar', 'Electrical & solar', 'Electricidad y energía solar'),
  category('climate', 'Climate (AC & refrigeration)', 'Climatización (A/C y refrigeración)'),
  category('pool-and-outdoor', 'Pool & outdoor', 'Piscinas y exteriores'),
  category('construction-and-finishes', 'Construction & finishes', 'Construcción y acabados'),
  category('security', 'Security & access', 'Seguridad y accesos'),
  category('appliances-and-tech', 'Appliances & tech', 'Electrodomésticos y tecnología'),
  category('property-services', 'Property services', 'Servicios para propiedades'),
  category('moving-and-hauling', 'Moving & hauling', 'Mudanzas y acarreos'),
  category('pests', 'Pest control', 'Control de plagas'),
];

type ServiceRow = Omit<ServiceEntry, 'isCategory'>;

const SERVICE_ROWS: readonly ServiceRow[] = [
  // Home repair
  {
    serviceId: 'handyman',
    categoryId: 'home-repair',
    name: { en: 'Handyman', es: 'Mantenimiento y reparaciones generales' },
    keywords: {
      en: ['repairs', 'odd jobs', 'fix', 'home maintenance'],
      es: ['handyman', 'todero', 'reparaciones', 'arreglos', 'mantenimiento'],
    },
  },
  {
    serviceId: 'furniture-assembly',
    categoryId: 'home-repair',
    name: { en: 'Furniture assembly', es: 'Armado de muebles' },
    keywords: {
      en: ['assemble', 'flat pack', 'furniture', 'shelves'],
      es: ['ensamblaje de muebles', 'armar muebles', 'muebles', 'repisas'],
    },
  },
  {
    serviceId: 'screen-repair',
    categoryId: 'home-repair',
    name: { en: 'Screens & mosquito nets', es: 'Cedazos y mosquiteros' },
    keywords: {
      en: ['screen repair', 'window screen', 'screen door', 'bug screen', 'mosquito net'],
      es: ['cedazo', 'cedazos', 'malla', 'mosquitero', 'puerta de cedazo'],
    },
  },
  {
    serviceId: 'mold-remediation',
    categoryId: 'home-repair',
    name: { en: 'Mold & damp treatment', es: 'Tratamiento de humedad y hongos' },
    keywords: {
      en: ['mold', 'mould', 'mildew', 'damp', 'moisture', 'humidity'],
      es: ['humedad', 'hongos', 'moho', 'salitre', 'antihongos'],
    },
  },

  // Cleaning
  {
    serviceId: 'house-cleaning',
    categoryId: 'cleaning',
    name: { en: 'House cleaning', es: 'Limpieza de casas' },
    keywords: {
      en: ['cleaning', 'cleaner', 'maid', 'housekeeper', 'housekeeping', 'cleaning lady', 'house cleaner'],
      es: ['limpieza', 'aseo', 'empleada doméstica', 'misceláneo', 'limpieza del hogar', 'limpieza de casa'],
    },
  },
  {
    serviceId: 'vacation-rental-cleaning',
    categoryId: 'cleaning',
    name: { en: 'Vacation rental cleaning & turnover', es: 'Limpieza de alquileres vacacionales' },
    keywords: {
      en: ['airbnb', 'vrbo', 'turnover', 'short-term rental', 'check-out cleaning', 'linens', 'laundry'],
      es: ['airbnb', 'alquiler vacacional', 'limpieza entre huéspedes', 'check-out', 'ropa de cama', 'lavandería'],
    },
  },
  {
    serviceId: 'deep-cleaning',
    categoryId: 'cleaning',
    name: { en: 'Deep & post-construction cleaning', es: 'Limpieza profunda y post-construcción' },
    keywords: {
      en: ['move-out cleaning', 'move-in cleaning', 'after construction', 'spring cleaning'],
      es: ['limpieza de obra', 'limpieza final', 'limpieza de mudanza', 'fin de obra'],
    },
  },
  {
    serviceId: 'upholstery-cleaning',
    categoryId: 'cleaning',
    name: { en: 'Sofa & mattress cleaning', es: 'Lavado de muebles y colchones' },
    keywords: {
      en: ['upholstery', 'couch', 'carpet cleaning', 'rug', 'steam cleaning'],
      es: ['sillones', 'sofá', 'colchón', 'tapicería', 'alfombras', 'lavado a vapor'],
    },
  },
  {
    serviceId: 'window-washing',
    categoryId: 'cleaning',
    name: { en: 'Window washing', es: 'Limpieza de ventanas' },
    keywords: { en: ['windows', 'glass cleaning'], es: ['vidrios', 'ventanales', 'lavado de vidrios'] },
  },
  {
    serviceId: 'pressure-washing',
    categoryId: 'cleaning',
    name: { en: 'Pressure washing', es: 'Lavado a presión' },
    keywords: {
      en: ['power washing', 'driveway', 'deck cleaning', 'patio', 'roof cleaning'],
      es: ['hidrolavado', 'hidrolavadora', 'lavado de techos', 'lavado de aceras'],
    },
  },

  // Plumbing & water
  {
    serviceId: 'plumbing',
    categoryId: 'plumbing-and-water',
    name: { en: 'Plumbing', es: 'Fontanería' },
    keywords: {
      en: ['plumber', 'leak', 'pipes', 'drain', 'clogged drain', 'toilet', 'faucet'],
      es: [
        'plomería',
        'fontanero',
        'plomero',
        'fuga',
        'fuga de agua',
        'tubería',
        'cañería',
        'desagüe',
        'destaqueo',
        'inodoro',
        'grifo',
      ],
    },
  },
  {
    serviceId: 'water-pumps-and-tanks',
    categoryId: 'plumbing-and-water',
    name: { en: 'Water pumps & tanks', es: 'Bombas de agua y tanques' },
    keywords: {
      en: ['water pump', 'pressure pump', 'booster pump', 'water tank', 'cistern', 'low water pressure'],
      es: ['bomba de agua', 'hidroneumático', 'tanque de agua', 'cisterna', 'presión de agua'],
    },
  },
  {
    serviceId: 'solar-water-heaters',
    categoryId: 'plumbing-and-water',
    name: { en: 'Solar water heaters', es: 'Calentadores solares de agua' },
    keywords: {
      en: ['water heater', 'hot water', 'solar heater'],
      es: ['calentador solar', 'calentador de agua', 'agua caliente', 'terma'],
    },
  },
  {
    serviceId: 'septic-tank-cleaning',
    categoryId: 'plumbing-and-water',
    name: { en: 'Septic tank cleaning', es: 'Limpieza de tanques sépticos' },
    keywords: {
      en: ['septic', 'septic pumping', 'drain field', 'grease trap'],
      es: ['tanque séptico', 'séptico', 'drenaje', 'trampa de grasa'],
    },
  },
  {
    serviceId: 'well-drilling',
    categoryId: 'plumbing-and-water',
    name: { en: 'Well drilling & service', es: 'Perforación y mantenimiento de pozos' },
    keywords: {
      en: ['water well', 'borehole', 'well pump', 'submersible pump'],
      es: ['pozo', 'pozo de agua', 'perforación', 'bomba sumergible'],
    },
  },

  // Electrical & solar
  {
    serviceId: 'electrical',
    categoryId: 'electrical-and-solar',
    name: { en: 'Electrician', es: 'Electricista' },
    keywords: {
      en: ['electrical', 'wiring', 'outlets', 'breaker', 'electrical panel', 'lighting', 'power outage'],
      es: [
        'electricidad',
        'instalación eléctrica',
        'cableado',
        'tomacorriente',
        'enchufe',
        'breaker',
        'tablero eléctrico',
        'iluminación',
      ],
    },
  },
  {
    serviceId: 'solar-panels',
    categoryId: 'electrical-and-solar',
    name: { en: 'Solar panels', es: 'Paneles solares' },
    keywords: {
      en: ['solar', 'photovoltaic', 'pv', 'inverter', 'battery backup'],
      es: ['energía solar', 'fotovoltaico', 'inversor', 'baterías'],
    },
  },

  // Climate
  {
    serviceId: 'air-conditioning',
    categoryId: 'climate',
    name: { en: 'Air conditioning', es: 'Aire acondicionado' },
    keywords: {
      en: [
        'ac',
        'a/c',
        'air conditioner',
        'hvac',
        'ac repair',
        'ac installation',
        'ac maintenance',
        'mini split',
        'cooling',
      ],
      es: ['ac', 'a/c', 'aires', 'aires acondicionados', 'mantenimiento de aires', 'minisplit', 'climatización'],
    },
  },
  {
    serviceId: 'refrigeration',
    categoryId: 'climate',
    name: { en: 'Refrigeration', es: 'Refrigeración' },
    keywords: {
      en: ['refrigeration technician', 'cold room', 'walk-in cooler', 'freezer', 'ice machine', 'commercial fridge'],
      es: ['técnico en refrigeración', 'cámara fría', 'cuarto frío', 'congelador', 'máquina de hielo'],
    },
  },

  // Pool & outdoor
  {
    serviceId: 'pool-maintenance',
    categoryId: 'pool-and-outdoor',
    name: { en: 'Pool maintenance', es: 'Mantenimiento de piscinas' },
    keywords: {
      en: ['pool', 'pool cleaning', 'pool service', 'swimming pool', 'chlorine', 'green pool'],
      es: ['piscina', 'limpieza de piscinas', 'piscinero', 'cloro', 'agua verde'],
    },
  },
  {
    serviceId: 'pool-construction',
    categoryId: 'pool-and-outdoor',
    name: { en: 'Pool construction & repair', es: 'Construcción y reparación de piscinas' },
    keywords: {
      en: ['pool pump', 'pool filter', 'pool leak', 'resurfacing', 'new pool'],
      es: ['bomba de piscina', 'filtro de piscina', 'fuga en piscina', 'repello de piscina'],
    },
  },
  {
    serviceId: 'gardening-and-landscaping',
    categoryId: 'pool-and-outdoor',
    name: { en: 'Gardening & landscaping', es: 'Jardinería y paisajismo' },
    keywords: {
      en: ['gardener', 'garden', 'yard work', 'landscaper', 'plants'],
      es: ['jardinero', 'jardín', 'paisajista', 'plantas', 'zacate'],
    },
  },
  {
    serviceId: 'lawn-mowing',
    categoryId: 'pool-and-outdoor',
    name: { en: 'Lawn mowing & lot clearing', es: 'Chapea y corta de zacate' },
    keywords: {
      en: ['lawn', 'grass cutting', 'mowing', 'weed whacking', 'brush clearing', 'lot clearing'],
      es: ['chapea', 'chapia', 'chapear', 'cortar zacate', 'limpieza de lotes', 'motoguadaña'],
    },
  },
  {
    serviceId: 'tree-and-palm-trimming',
    categoryId: 'pool-and-outdoor',
    name: { en: 'Tree & palm trimming', es: 'Poda de árboles y palmeras' },
    keywords: {
      en: ['tree removal', 'tree cutting', 'palm trimming', 'coconut removal', 'arborist'],
      es: ['poda', 'poda de palmeras', 'corta de árboles', 'bajar cocos', 'talar'],
    },
  },
  {
    serviceId: 'irrigation',
    categoryId: 'pool-and-outdoor',
    name: { en: 'Irrigation', es: 'Sistemas de riego' },
    keywords: {
      en: ['sprinklers', 'drip irrigation', 'watering system'],
      es: ['riego', 'aspersores', 'riego por goteo'],
    },
  },

  // Construction & finishes
  {
    serviceId: 'construction-and-remodeling',
    categoryId: 'construction-and-finishes',
    name: { en: 'Construction & remodeling', es: 'Construcción y remodelación' },
    keywords: {
      en: ['general contractor', 'contractor', 'renovation', 'remodel', 'home builder', 'addition'],
      es: ['contratista', 'constructor', 'remodelación', 'maestro de obras', 'ampliación', 'obra'],
    },
  },
  {
    serviceId: 'painting',
    categoryId: 'construction-and-finishes',
    name: { en: 'Painting', es: 'Pintura' },
    keywords: {
      en: ['painter', 'house painting', 'interior painting', 'exterior painting'],
      es: ['pintor', 'pintar casa', 'pintura de casas'],
    },
  },
  {
    serviceId: 'carpentry',
    categoryId: 'construction-and-finishes',
    name: { en: 'Carpentry', es: 'Carpintería' },
    keywords: {
      en: ['carpenter', 'woodwork', 'cabinets', 'doors', 'closets', 'decks'],
      es: ['carpintero', 'muebles a la medida', 'gabinetes', 'mueble de cocina', 'puertas', 'closets', 'madera'],
    },
  },
  {
    serviceId: 'masonry',
    categoryId: 'construction-and-finishes',
    name: { en: 'Masonry', es: 'Albañilería' },
    keywords: {
      en: ['mason', 'bricklayer', 'block wall', 'stucco', 'plastering'],
      es: ['albañil', 'repello', 'block', 'tapia', 'pared de block'],
    },
  },
  {
    serviceId: 'tiling',
    categoryId: 'construction-and-finishes',
    name: { en: 'Tiling', es: 'Cerámica y porcelanato' },
    keywords: {
      en: ['tile', 'tiler', 'porcelain tile', 'floor tile', 'grout', 'backsplash'],
      es: ['enchape', 'enchapador', 'cerámica', 'porcelanato', 'azulejo', 'pisos'],
    },
  },
  {
    serviceId: 'roofing',
    categoryId: 'construction-and-finishes',
    name: { en: 'Roofing & gutters', es: 'Techos y canoas' },
    keywords: {
      en: ['roof', 'roofer', 'roof leak', 'gutters', 'metal roof'],
      es: ['techo', 'techador', 'goteras', 'canoas', 'bajantes', 'zinc', 'láminas'],
    },
  },
  {
    serviceId: 'waterproofing',
    categoryId: 'construction-and-finishes',
    name: { en: 'Waterproofing', es: 'Impermeabilización' },
    keywords: {
      en: ['sealing', 'roof sealing', 'leaks', 'damp proofing'],
      es: ['impermeabilizar', 'sellado', 'filtraciones', 'goteras'],
    },
  },
  {
    serviceId: 'welding',
    categoryId: 'construction-and-finishes',
    name: { en: 'Welding & metalwork', es: 'Soldadura y estructuras metálicas' },
    keywords: {
      en: ['welder', 'metalwork', 'railings', 'steel structures', 'security bars'],
      es: ['soldador', 'soldadura', 'herrería', 'barandas', 'rejas', 'verjas'],
    },
  },
  {
    serviceId: 'drywall',
    categoryId: 'construction-and-finishes',
    name: { en: 'Drywall & ceilings', es: 'Gypsum y cielos rasos' },
    keywords: {
      en: ['gypsum', 'plasterboard', 'ceiling', 'drop ceiling', 'partition wall'],
      es: ['gypsum', 'tablayeso', 'cielo raso', 'cielorraso', 'divisiones livianas', 'durock'],
    },
  },
  {
    serviceId: 'concrete-and-sidewalks',
    categoryId: 'construction-and-finishes',
    name: { en: 'Concrete & sidewalks', es: 'Concreto y aceras' },
    keywords: {
      en: ['concrete', 'sidewalk', 'driveway', 'slab', 'paving', 'pavers'],
      es: ['concreto', 'aceras', 'contrapiso', 'losa', 'chorrea', 'cochera', 'adoquines'],
    },
  },
  {
    serviceId: 'glass-and-aluminum',
    categoryId: 'construction-and-finishes',
    name: { en: 'Glass & aluminum windows', es: 'Vidrios y aluminio' },
    keywords: {
      en: ['windows', 'glass', 'aluminum', 'sliding doors', 'shower doors', 'window installation'],
      es: ['vidriero', 'ventanas', 'ventanería', 'puertas corredizas', 'mampara', 'puertas de baño'],
    },
  },
  {
    serviceId: 'fences-and-gates',
    categoryId: 'construction-and-finishes',
    name: { en: 'Fences & gates', es: 'Cercas y portones' },
    keywords: {
      en: ['fence', 'gate', 'gate repair', 'chain link', 'perimeter wall'],
      es: ['portón', 'portones', 'cerca', 'malla ciclón', 'reparación de portones'],
    },
  },

  // Security & access
  {
    serviceId: 'security-cameras',
    categoryId: 'security',
    name: { en: 'Security cameras & alarms', es: 'Cámaras de seguridad y alarmas' },
    keywords: {
      en: ['cctv', 'camera installation', 'alarm', 'surveillance', 'doorbell camera'],
      es: ['cámaras', 'cctv', 'alarma', 'monitoreo', 'vigilancia'],
    },
  },
  {
    serviceId: 'gate-motors',
    categoryId: 'security',
    name: { en: 'Gate motors', es: 'Motores de portón' },
    keywords: {
      en: ['automatic gate', 'gate opener', 'gate motor repair', 'gate remote'],
      es: ['portón eléctrico', 'portón automático', 'motor de portón', 'control de portón'],
    },
  },
  {
    serviceId: 'electric-fences',
    categoryId: 'security',
    name: { en: 'Electric fences & razor wire', es: 'Cercas eléctricas y concertina' },
    keywords: {
      en: ['electric fence', 'razor wire', 'security fence'],
      es: ['cerca eléctrica', 'concertina', 'alambre navaja'],
    },
  },
  {
    serviceId: 'locksmith',
    categoryId: 'security',
    name: { en: 'Locksmith', es: 'Cerrajería' },
    keywords: {
      en: ['locks', 'lockout', 'keys', 'key copy', 'safe'],
      es: ['cerrajero', 'llavín', 'cerraduras', 'llaves', 'copia de llaves', 'caja fuerte'],
    },
  },

  // Appliances & tech
  {
    serviceId: 'appliance-repair',
    categoryId: 'appliances-and-tech',
    name: { en: 'Appliance repair', es: 'Reparación de electrodomésticos' },
    keywords: {
      en: ['fridge', 'refrigerator', 'washer', 'washing machine', 'dryer', 'stove', 'oven', 'dishwasher', 'microwave'],
      es: [
        'refrigeradora',
        'refri',
        'lavadora',
        'secadora',
        'cocina',
        'horno',
        'lavaplatos',
        'microondas',
        'línea blanca',
      ],
    },
  },
  {
    serviceId: 'internet-and-wifi',
    categoryId: 'appliances-and-tech',
    name: { en: 'Internet & Wi-Fi setup', es: 'Instalación de internet y wifi' },
    keywords: {
      en: ['wifi', 'wi-fi', 'router', 'network', 'mesh', 'starlink'],
      es: ['wifi', 'router', 'red', 'cableado de red', 'starlink', 'señal de internet'],
    },
  },
  {
    serviceId: 'tv-mounting',
    categoryId: 'appliances-and-tech',
    name: { en: 'TV mounting & home theater', es: 'Instalación de TV y sonido' },
    keywords: {
      en: ['tv', 'television', 'wall mount', 'home theater', 'speakers', 'sound system'],
      es: ['televisor', 'tele', 'soporte de tv', 'sonido', 'parlantes', 'teatro en casa'],
    },
  },

  // Property services
  {
    serviceId: 'property-management',
    categoryId: 'property-services',
    name: { en: 'Property management', es: 'Administración de propiedades' },
    keywords: {
      en: ['property manager', 'rental management', 'vacation rental management', 'hoa', 'condo management'],
      es: [
        'administrador de propiedades',
        'administración de alquileres',
        'administración de condominios',
        'condominio',
      ],
    },
  },
  {
    serviceId: 'home-watch',
    categoryId: 'property-services',
    name: { en: 'Home watch & caretaking', es: 'Cuido de casas' },
    keywords: {
      en: ['house sitting', 'caretaker', 'home check', 'absentee owner', 'concierge'],
      es: ['cuidador', 'conserje', 'encargado', 'revisión de casa'],
    },
  },

  // Moving & hauling
  {
    serviceId: 'moving',
    categoryId: 'moving-and-hauling',
    name: { en: 'Moving', es: 'Mudanzas' },
    keywords: {
      en: ['movers', 'moving truck', 'relocation', 'packing', 'freight'],
      es: ['mudanza', 'fletes', 'flete', 'camión', 'embalaje'],
    },
  },
  {
    serviceId: 'junk-removal',
    categoryId: 'moving-and-hauling',
    name: { en: 'Junk & debris removal', es: 'Acarreo de escombros y basura' },
    keywords: {
      en: ['hauling', 'debris', 'trash removal', 'garbage', 'dump run', 'yard waste'],
      es: ['escombros', 'acarreo', 'basura', 'desechos', 'vagoneta'],
    },
  },

  // Pest control
  {
    serviceId: 'pest-control',
    categoryId: 'pests',
    name: { en: 'Pest control & fumigation', es: 'Fumigación y control de plagas' },
    keywords: {
      en: ['exterminator', 'fumigation', 'bugs', 'cockroaches', 'ants', 'mosquitoes', 'scorpions', 'rats', 'rodents'],
      es: [
        'fumigación',
        'fumigar',
        'fumigador',
        'plagas',
        'cucarachas',
        'hormigas',
        'zancudos',
        'alacranes',
        'ratas',
        'ratones',
      ],
    },
  },
  {
    serviceId: 'termite-control',
    categoryId: 'pests',
    name: { en: 'Termite control', es: 'Control de comején y termitas' },
    keywords: {
      en: ['termites', 'drywood termites', 'wood treatment'],
      es: ['comején', 'termitas', 'polilla', 'tratamiento de madera'],
    },
  },
];

/** The services a contractor can choose, grouped by category in catalog order. */
export const SERVICES: readonly ServiceEntry[] = SERVICE_ROWS.map((row) => ({ ...row, isCategory: false }));

/** Every document of the services collection: categories first, then services. */
export const SERVICE_CATALOG: readonly ServiceEntry[] = [...SERVICE_CATEGORIES, ...SERVICES];

const catalogById = new Map(SERVICE_CATALOG.map((entry) => [entry.serviceId, entry]));

/** A service or a category by its id. */
export function serviceById(serviceId: string): ServiceEntry | undefined {
  return catalogById.get(serviceId);
}

/**
 * A catalog name inside a sentence: its first letter lower case ("Busco fontanería", "No painting
 * pros…"), unless its first word is an abbreviation ("TV mounting", "AC").
 */
export const serviceNameInSentence = (name: string, lang: Lang): string =>
  /^\p{Lu}{2}/u.test(name) ? name : name.charAt(0).toLocaleLowerCase(lang) + name.slice(1);

/** Ids a profile may list: services only, since categories only group them. */
export const SERVICE_IDS = SERVICES.map((service) => service.serviceId);
