/**
 * The five cards of spec §1, each a catalog service (shared/src/catalog/services.ts) whose price
 * text matches how local pros charge for it: a handyman per visit, AC service per unit, pool
 * care per month, house cleaning per hour and painting per square meter. The cards show the
 * catalog's names, copied into the home texts so the page does not load the whole catalog
 * (and its validation library); popular-services.unit.spec.ts keeps the copies equal.
 */
export const POPULAR_SERVICE_IDS = [
  'handyman',
  'air-conditioning',
  'pool-maintenance',
  'house-cleaning',
  'painting',
] as const;

export type PopularServiceId = (typeof POPULAR_SERVICE_IDS)[number];
