import { Module } from '@nestjs/common';
import { ListProsController } from './list-pros/list-pros.controller';
import { ListProsHandler } from './list-pros/list-pros.handler';

/** The directory of public pros: search and listing over the directory read model. */
@Module({
  controllers: [ListProsController],
  providers: [ListProsHandler],
})
export class DirectoryModule {}
