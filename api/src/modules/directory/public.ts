/** What other modules (and the served pages' structured data) may use from the directory module: its search. */
export { directoryFilter, directorySorts } from './directory-search';
