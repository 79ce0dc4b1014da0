import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { IssueBetaKeyResponse } from '@gp/shared';
import { IssueBetaKeyCommand } from '../modules/beta-keys/issue-beta-key/issue-beta-key.command';
import { EnsureAdminService } from '../modules/users/ensure-admin/ensure-admin.service';
import { newId } from '../core/ids/ids';

/** Demo credentials, printed at every start while demo data is on. Embedded mode only. */
export const DEMO_ADMIN = { email: 'admin@demo.guanacastepros.cr', password: 'pura-vida-admin' } as const;

/** Seeds an empty log: the demo admin and one beta key. Later issues add the catalog and sample contractors. */
export async function seedDemo(app: INestApplicationContext): Promise<{ betaKey: IssueBetaKeyResponse }> {
  const system = { commandId: newId(), metadata: { actorId: null } };
  await app.get(EnsureAdminService).ensure(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const betaKey = await app.get(CommandBus).execute<IssueBetaKeyCommand, IssueBetaKeyResponse>(new IssueBetaKeyCommand(system));
  return { betaKey };
}
