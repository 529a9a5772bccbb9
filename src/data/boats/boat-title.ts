// One title for a boat in the app and the functions (the functions cannot import the app, so the module is theirs).
export { boatTitle } from '../../../functions/src/boat-title';
