import { Module } from '@nestjs/common';
import { IssueBetaKeyController } from './issue-beta-key/issue-beta-key.controller';
import { IssueBetaKeyHandler } from './issue-beta-key/issue-beta-key.handler';
import { ListBetaKeysController } from './list-beta-keys/list-beta-keys.controller';
import { ListBetaKeysHandler } from './list-beta-keys/list-beta-keys.handler';

@Module({
  controllers: [IssueBetaKeyController, ListBetaKeysController],
  providers: [IssueBetaKeyHandler, ListBetaKeysHandler],
})
export class BetaKeysModule {}
