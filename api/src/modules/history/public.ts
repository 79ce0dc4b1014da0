/** What other modules (and the audit CLI) may use from the history module. */
export { readAccountHistory, readStreamHistory } from './stream-history';
