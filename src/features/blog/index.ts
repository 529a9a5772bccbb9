// What other features may use of the blog: the share buttons (the boat page shares the same way as posts).
export { ShareButtons } from './share-buttons';
