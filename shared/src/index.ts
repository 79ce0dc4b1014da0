export * from './constants/constants';
export * from './errors/error-codes';
export * from './events/events';
export * from './rules/language-path';
export * from './rules/pages';
export * from './schemas/common.schema';
export * from './schemas/beta-keys.schema';
export * from './schemas/auth.schema';
