import { Module } from '@nestjs/common';
import { IssueBetaKeyController } from './issue-beta-key/issue-beta-key.controller';
import { IssueBetaKeyHandler } from './issue-beta-key/issue-beta-key.handler';
import { ListBetaKeysController } from './list-beta-keys/list-beta-keys.controller';
import { ListBetaKeysHandler } from './list-beta-keys/list-beta-keys.handler';
import { RevokeBetaKeyController } from './revoke-beta-key/revoke-beta-key.controller';
import { RevokeBetaKeyHandler } from './revoke-beta-key/revoke-beta-key.handler';

@Module({
  controllers: [IssueBetaKeyController, ListBetaKeysController, RevokeBetaKeyController],
  providers: [IssueBetaKeyHandler, ListBetaKeysHandler, RevokeBetaKeyHandler],
})
export class BetaKeysModule {}
