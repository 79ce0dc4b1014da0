import { errorMessage, type Lang } from '@gp/shared';
import { ApiError } from './api-client';

/** What a failed call says to the person, in the page language (a lost connection reads as "unavailable"). */
export function apiErrorMessage(error: unknown, lang: Lang): string {
  return errorMessage(error instanceof ApiError ? error.code : 'SERVER.UNAVAILABLE', lang);
}

export interface ValidationIssue {
  path: string;
  message: string;
}

/** The field issues of a 400 REQUEST.INVALID answer (`details.issues`), or none. */
export function validationIssues(error: unknown): ValidationIssue[] {
  if (!(error instanceof ApiError) || error.code !== 'REQUEST.INVALID') return [];
  const issues = (error.details as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is ValidationIssue => typeof issue?.path === 'string' && typeof issue?.message === 'string',
  );
}

/** Sent with calls whose answer carries text, so the server's messages match the page. */
export const languageHeader = (lang: Lang) => ({ 'Accept-Language': lang });
