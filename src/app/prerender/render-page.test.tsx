import { describe, expect, it } from 'vitest';
import { buildDemoData } from '../../../fixtures/demo-data';
import { snapshotOf } from '../../../fixtures/demo-snapshot';
import { boatTitle } from '@harbour/domain/boats/boat-title';
import { business } from '@harbour/domain/business';
import { renderPage } from './render-page';

// The build's page renderer, in Node as at build time (no browser globals): any render that reads the browser
// would fail here before it fails a build.
const snapshot = snapshotOf(buildDemoData());
const boat = snapshot.boats.find((b) => b.status === 'active')!;
const post = snapshot.posts[0]!;

describe('renderPage', () => {
  it('renders a static page with its head, signed out, without the data', async () => {
    const page = await renderPage('/contact', null);
    expect(page.body).toContain('Contact Us');
    expect(page.body).toContain('>Login</a>');
    expect(page.body).toMatch(/<fieldset disabled=""/); // the form waits for the app
    expect(page.head).toContain(`<title>Contact Us | ${business.productName}</title>`);
  });

  it('renders the boats list and a boat page from the snapshot', async () => {
    const list = await renderPage('/boats', snapshot);
    expect(list.body.match(/data-testid="boat-card"/g)?.length).toBeGreaterThan(0);
    const detail = await renderPage(`/boats/${boat.id}`, snapshot);
    expect(detail.body).toContain(boatTitle(boat));
    expect(detail.body).toContain('data-testid="gallery-main-image"');
    expect(detail.head).toContain(`<link rel="canonical" href="${business.siteUrl}/boats/${boat.id}" data-page-meta>`);
  });

  it('renders a post with its markdown sanitised and its share links to the public address', async () => {
    const page = await renderPage(`/blogs/${post.slug}`, snapshot);
    expect(page.body).toContain('data-testid="blog-post"');
    // The article's markdown, as HTML (the first heading of the post's content).
    const heading = /^#+\s+(.+)$/m.exec(post.content)?.[1];
    expect(heading).toBeTruthy();
    expect(page.body).toContain(`>${heading}</h`);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain(encodeURIComponent(`${business.siteUrl}/blogs/${post.slug}`));
  });

  it('renders the not-found page for a boat that is not in the data', async () => {
    const page = await renderPage('/boats/no-such-boat', snapshot);
    expect(page.body).toContain('Boat Not Found');
    expect(page.head).toContain('<meta name="robots" content="noindex" data-page-meta>');
    expect(page.head).not.toContain('rel="canonical"');
  });

  it('the not-found pages (unknown page, missing post) are noindex; a real page is not', async () => {
    const unknown = await renderPage('/no-such-page', snapshot);
    expect(unknown.body).toContain('Oops! Page not found');
    expect(unknown.head).toContain('<meta name="robots" content="noindex" data-page-meta>');
    const post = await renderPage('/blogs/no-such-post', snapshot);
    expect(post.body).toContain('Post Not Found');
    expect(post.head).toContain('<meta name="robots" content="noindex" data-page-meta>');
    expect((await renderPage(`/boats/${boat.id}`, snapshot)).head).not.toContain('robots');
  });
});
