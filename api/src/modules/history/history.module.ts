import { Module } from '@nestjs/common';
import { GetStreamHistoryController } from './get-stream-history/get-stream-history.controller';
import { GetStreamHistoryHandler } from './get-stream-history/get-stream-history.handler';

/** Audit histories of accounts and reviews, read from their streams (the CLI uses the same reader). */
@Module({ controllers: [GetStreamHistoryController], providers: [GetStreamHistoryHandler] })
export class HistoryModule {}
