/**
 * The few RxJS operators the live queries use, loaded together with the database (not on a page's critical path):
 * useLiveQuery passes this module to each query's select function.
 */
export { combineLatest, map } from 'rxjs';
