/** What other modules (and the process wiring, the demo seed, tests) may use from the photos module. */
export { photoVariantsReactor } from './jobs/photo-variants.reactor';
export { PhotoIngest } from './ingest/photo-ingest.service';
export { loadSharp } from './images/photo-images';
export { DELETE_PHOTO_FILES, MAKE_PHOTO_VARIANTS, variantsJobId, type PhotoJobData } from './jobs/photo-jobs';
