import type { Config } from './config';

/** The validated configuration as an injectable. */
export class AppConfig {
  constructor(readonly values: Config) {}
}
