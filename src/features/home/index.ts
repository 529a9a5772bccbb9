// What the app takes of the home page besides its route's page (src/routes/index.tsx imports home-page.tsx): the
// featured listings the page's renderer (src/app/prerender/listing-page-server.ts, the `preview` function) picks from
// the live data and provides before it renders '/'.
export { featuredBoats, withFeaturedBoats, type FeaturedBoat } from './featured-boats';
export { provideFeaturedBoats } from './featured-boats-store';
