export { seedBoats, seedCommissionRates } from './boats';
export { seedBlogPosts } from './blog-posts';
export { SEED_VERSION } from './seed-version';
