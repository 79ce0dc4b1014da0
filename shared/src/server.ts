// Server-only contracts: the ports of DESIGN.md §2. Web apps import from '@gp/shared' instead.
export * from './ports/event-store.port';
export * from './ports/read-store.port';
export * from './ports/key-value.port';
export * from './ports/job-queue.port';
export * from './ports/blob-store.port';
export * from './ports/message-sender.port';
export * from './ports/clock.port';
export * from './ports/key-store.port';
// Needs libphonenumber's `max` metadata, which the web apps do not load.
export * from './rules/chargeable-phone';
export * from './events/personal-data';
