/** What other modules (and the demo seed) may use from the beta-keys module. */
export { betaKeyDecider } from './beta-key.decider';
export { IssueBetaKeyCommand } from './issue-beta-key/issue-beta-key.command';
