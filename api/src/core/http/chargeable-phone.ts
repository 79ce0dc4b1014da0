import { CHARGEABLE_PHONE_NUMBER } from '@gp/shared';
import { isChargeableNumber } from '@gp/shared/server';
import type { z } from 'zod';

/**
 * A shared request schema with one of its (normalised E.164) phone fields refused when the number
 * can charge its caller. The web apps validate the same schema without this check: the number types
 * need metadata too large for their bundles, so the server's answer names the field.
 */
export function refusingChargeableNumber<Schema extends z.ZodType<Record<Field, unknown>>, Field extends string>(
  schema: Schema,
  field: Field,
): Schema {
  return schema.superRefine((value, context) => {
    const phoneNumber = value[field];
    if (typeof phoneNumber === 'string' && isChargeableNumber(phoneNumber))
      context.addIssue({ code: 'custom', path: [field], message: CHARGEABLE_PHONE_NUMBER });
  }) as Schema;
}
