import { z } from 'zod';

/** Ids are server-generated UUIDs; a path parameter must look like one before it names a stream. */
export const idParamSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);
