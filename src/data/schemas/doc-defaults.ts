// The table lives with the Cloud Functions (they cannot import the web app); the app uses the very same module.
export { FIELD_DEFAULTS, withDefaults, type DefaultedCollection } from '../../../functions/src/doc-defaults';
