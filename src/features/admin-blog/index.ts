/** The admin blog CMS: the dashboard's Blog tab list and the editor pages. */
export { AdminBlogTab } from './components/admin-blog-tab';
export { BlogEditor } from './components/blog-editor';
