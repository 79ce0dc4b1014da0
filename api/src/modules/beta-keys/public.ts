/** What other modules may use from the beta-keys module. */
export { betaKeyDecider } from './beta-key.decider';
