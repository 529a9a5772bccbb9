import type { BlogPost } from '../schemas/blog-post';

// PLACEHOLDER: the seed-data work replaces this with the full set of posts.
export const seedBlogPosts: BlogPost[] = [];
