import { type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { DomainError } from '../errors/domain-error';

/** Validates a body or query with a shared zod schema; a failure answers 400 REQUEST.INVALID with the issues. */
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.infer<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.infer<Schema> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) {
      throw new DomainError('REQUEST.INVALID', {
        issues: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      });
    }
    return result.data;
  }
}
