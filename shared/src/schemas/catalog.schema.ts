import { z } from 'zod';
import { SPOKEN_LANGUAGE_CODES } from '../catalog/languages';
import { CHOOSE_FROM_LIST } from '../catalog/localized';
import { SERVICE_IDS } from '../catalog/services';
import { ZONE_IDS } from '../catalog/zones';

// Apart from the catalogs themselves, which every page's navigation reads: a page that only shows
// the catalog loads no zod.
export const serviceIdSchema = z.enum(SERVICE_IDS, { message: CHOOSE_FROM_LIST });
export const zoneIdSchema = z.enum(ZONE_IDS, { message: CHOOSE_FROM_LIST });
export const languageCodeSchema = z.enum(SPOKEN_LANGUAGE_CODES, { message: CHOOSE_FROM_LIST });
