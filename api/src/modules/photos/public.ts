/** What other modules (and the process wiring) may use from the photos module. */
export { photoVariantsReactor } from './jobs/photo-variants.reactor';
