import { LANGUAGES, type Lang } from '../constants/constants';
import { SERVICE_CATALOG } from './services';
import { ZONES } from './zones';

/**
 * The word for each service and category in Spanish addresses (`/es/pros/fontaneria`): short,
 * lowercase, accent-free. English addresses use the ids, which are English already. The ids stay
 * what profiles, read models and API filters store; slugs only name pages.
 */
const SPANISH_SERVICE_SLUGS: Readonly<Record<string, string>> = {
  // Categories
  'home-repair': 'reparaciones-del-hogar',
  cleaning: 'limpieza',
  'plumbing-and-water': 'fontaneria-y-agua',
  'electrical-and-solar': 'electricidad-y-energia-solar',
  climate: 'climatizacion',
  'pool-and-outdoor': 'piscinas-y-exteriores',
  'construction-and-finishes': 'construccion-y-acabados',
  security: 'seguridad-y-accesos',
  'appliances-and-tech': 'electrodomesticos-y-tecnologia',
  'property-services': 'servicios-para-propiedades',
  'moving-and-hauling': 'mudanzas-y-acarreos',
  pests: 'control-de-plagas',
  // Services
  handyman: 'mantenimiento-y-reparaciones',
  'furniture-assembly': 'armado-de-muebles',
  'screen-repair': 'cedazos-y-mosquiteros',
  'mold-remediation': 'humedad-y-hongos',
  'house-cleaning': 'limpieza-de-casas',
  'vacation-rental-cleaning': 'limpieza-de-alquileres',
  'deep-cleaning': 'limpieza-profunda',
  'upholstery-cleaning': 'lavado-de-muebles',
  'window-washing': 'limpieza-de-ventanas',
  'pressure-washing': 'lavado-a-presion',
  plumbing: 'fontaneria',
  'water-pumps-and-tanks': 'bombas-de-agua-y-tanques',
  'solar-water-heaters': 'calentadores-solares',
  'septic-tank-cleaning': 'tanques-septicos',
  'well-drilling': 'pozos',
  electrical: 'electricista',
  'solar-panels': 'paneles-solares',
  'air-conditioning': 'aire-acondicionado',
  refrigeration: 'refrigeracion',
  'pool-maintenance': 'piscinas',
  'pool-construction': 'construccion-de-piscinas',
  'gardening-and-landscaping': 'jardineria-y-paisajismo',
  'lawn-mowing': 'chapea',
  'tree-and-palm-trimming': 'poda-de-arboles',
  irrigation: 'riego',
  'construction-and-remodeling': 'construccion-y-remodelacion',
  painting: 'pintura',
  carpentry: 'carpinteria',
  masonry: 'albanileria',
  tiling: 'ceramica-y-porcelanato',
  roofing: 'techos-y-canoas',
  waterproofing: 'impermeabilizacion',
  welding: 'soldadura',
  drywall: 'gypsum-y-cielos-rasos',
  'concrete-and-sidewalks': 'concreto-y-aceras',
  'glass-and-aluminum': 'vidrios-y-aluminio',
  'fences-and-gates': 'cercas-y-portones',
  'security-cameras': 'camaras-de-seguridad',
  'gate-motors': 'motores-de-porton',
  'electric-fences': 'cercas-electricas',
  locksmith: 'cerrajeria',
  'appliance-repair': 'reparacion-de-electrodomesticos',
  'internet-and-wifi': 'internet-y-wifi',
  'tv-mounting': 'instalacion-de-tv',
  'property-management': 'administracion-de-propiedades',
  'home-watch': 'cuido-de-casas',
  moving: 'mudanzas',
  'junk-removal': 'acarreo-de-escombros',
  'pest-control': 'fumigacion',
  'termite-control': 'comejen-y-termitas',
};

/** Catalog ids ↔ the words that name them in each language's addresses. */
export class CatalogSlugs {
  private readonly idsBySlug: Record<Lang, ReadonlyMap<string, string>>;

  constructor(private readonly slugsById: Record<Lang, ReadonlyMap<string, string>>) {
    const reverse = (lang: Lang) => new Map([...slugsById[lang]].map(([id, slug]) => [slug, id]));
    this.idsBySlug = { en: reverse('en'), es: reverse('es') };
  }

  /** The slug of a catalog id (one the table lacks keeps its id, which the catalog tests rule out). */
  slug(lang: Lang, id: string): string {
    return this.slugsById[lang].get(id) ?? id;
  }

  /** The catalog id a language's slug names, if any. */
  idOf(lang: Lang, slug: string): string | undefined {
    return this.idsBySlug[lang].get(slug);
  }

  /** The catalog id a slug names in any language (a link shared from the other language). */
  idInAnyLanguage(slug: string): string | undefined {
    return LANGUAGES.map((lang) => this.idOf(lang, slug)).find(Boolean);
  }
}

const identity = (ids: readonly string[]) => new Map(ids.map((id) => [id, id]));

export const SERVICE_SLUGS = new CatalogSlugs({
  en: identity(SERVICE_CATALOG.map((entry) => entry.serviceId)),
  es: new Map(Object.entries(SPANISH_SERVICE_SLUGS)),
});

/**
 * A zone's id is its Spanish name without accents, and place names are the same in both languages:
 * its id is its slug in both.
 */
export const ZONE_SLUGS = new CatalogSlugs({
  en: identity(ZONES.map((zone) => zone.zoneId)),
  es: identity(ZONES.map((zone) => zone.zoneId)),
});
