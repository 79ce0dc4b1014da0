import { z } from 'zod';

/** User ids are server-generated UUIDs; a path parameter must look like one before it names a stream. */
export const userIdParamSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);
