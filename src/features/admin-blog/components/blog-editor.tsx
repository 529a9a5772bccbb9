import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { BLOG_STATUSES, type BlogPost } from '@harbour/domain/schemas/blog-post';
import { useFirstSyncSettled } from '@/data/portal/use-first-sync-settled';
import { useAdminCaller } from '@/data/session/use-caller';
import { logError } from '@/lib/log';
import { userMessageForWriteError } from '@/lib/storage-errors';
import { button } from '@/ui/button';
import { SelectField, TextAreaField, TextField } from '@/ui/form-field';
import { PageMeta } from '@/ui/page-meta';
import { notify } from '@/ui/toaster';
import { BlogActionError, savePost, useAdminPost, type PickedCover } from '../api/blog-posts';
import { CoverPicker, useCoverPhotoSrc } from './cover-picker';
import {
  EMPTY_FORM,
  EXCERPT_MAX,
  formFromPost,
  LOGIN_REQUIRED_MESSAGE,
  TITLE_MAX,
  type PostField,
  type PostFormValues,
  type SaveIntent,
} from '../model/post-form';
import { effectiveSlug } from '../model/slug';
import { slugify } from '@harbour/domain/slugify';
import { STATUS_LABELS } from '../model/status';
import { PostPreview } from './post-preview';
import { card } from './styles';

export const LOAD_FAILED_MESSAGE = 'Failed to fetch blog post';
/** Where the editor returns after a save, a cancel or a load failure: the dashboard's Blog tab. */
const DASHBOARD_HREF = '/admin/dashboard?tab=blog';
/** The same as Link search params (the dashboard route owns their type). */
const DASHBOARD_SEARCH = { tab: 'blog' } as never;

const STATUS_OPTIONS = BLOG_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** /admin/blog/new (no postId) and /admin/blog/{id}/edit. */
export function BlogEditor({ postId }: { postId?: string }) {
  const caller = useAdminCaller();
  const editing = postId !== undefined;
  const title = editing ? 'Edit Blog Post' : 'Create New Post';
  return (
    <section className={css({ maxW: '4xl', mx: 'auto', px: '4', py: { base: '6', md: '10' } })}>
      <PageMeta
        title={title}
        description="Write and publish blog posts."
        path={editing ? `/admin/blog/${postId}/edit` : '/admin/blog/new'}
      />
      <Link to="/admin/dashboard" search={DASHBOARD_SEARCH} className={button({ variant: 'ghost', size: 'sm' })}>
        ← Back to Dashboard
      </Link>
      <h1
        className={css({
          fontFamily: 'heading',
          fontSize: { base: '2xl', md: '3xl' },
          fontWeight: 'bold',
          mt: '3',
          mb: '6',
        })}
      >
        {title}
      </h1>
      {!caller ? (
        <p role="alert" className={css({ color: 'red.700' })}>
          {LOGIN_REQUIRED_MESSAGE}
        </p>
      ) : editing ? (
        <EditLoader caller={caller} postId={postId} />
      ) : (
        <EditorForm caller={caller} existing={null} />
      )}
    </section>
  );
}

/** Loads the post from the admin's replica; a missing post (after the first sync had its chance) or a read failure goes back. */
function EditLoader({ caller, postId }: { caller: Caller; postId: string }) {
  const navigate = useNavigate();
  const result = useAdminPost(caller, postId);
  // Right after sign-in the replica may still be filling: a post is missing only once the first sync is over.
  const settled = useFirstSyncSettled(caller);
  const [loaded, setLoaded] = useState<BlogPost | null>(null);
  const failed = useRef(false);

  useEffect(() => {
    if (loaded || failed.current) return;
    if (result.status === 'ready' && result.data) return setLoaded(result.data);
    const error = result.status === 'error' ? result.error : null;
    if (!error && !(result.status === 'ready' && settled)) return;
    failed.current = true;
    if (error) logError('blog editor load', error);
    notify('Error', LOAD_FAILED_MESSAGE, 'error');
    void navigate({ href: DASHBOARD_HREF, replace: true });
  }, [result, settled, loaded, navigate]);

  if (!loaded)
    return (
      <p role="status" className={css({ color: 'muted' })}>
        Loading...
      </p>
    );
  return <EditorForm caller={caller} existing={loaded} />;
}

function EditorForm({ caller, existing }: { caller: Caller; existing: BlogPost | null }) {
  const navigate = useNavigate();
  const editing = existing !== null;
  const [values, setValues] = useState<PostFormValues>(() => (existing ? formFromPost(existing) : EMPTY_FORM));
  /** While creating, the slug follows the title until the admin types a slug of their own. */
  const [slugEdited, setSlugEdited] = useState(editing);
  const [errors, setErrors] = useState<Partial<Record<PostField, string>>>({});
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const [cover, setCover] = useState<PickedCover | null>(null);
  const coverSrc = useCoverPhotoSrc(values.featuredImageUrl, cover, caller);
  const intent = useRef<SaveIntent>('keep');

  function set<K extends PostField>(field: K, value: PostFormValues[K]) {
    setValues((prev) => {
      const next = { ...prev, [field]: value };
      if (field === 'title' && !slugEdited) next.slug = slugify(String(value));
      return next;
    });
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const { message } = await savePost(caller, {
        values,
        intent: intent.current,
        editingId: existing?.id ?? null,
        cover,
      });
      setErrors({});
      notify(message);
      await navigate({ href: DASHBOARD_HREF });
    } catch (error) {
      if (error instanceof BlogActionError) {
        setErrors(error.errors);
        notify(error.title, error.message, 'error');
      } else {
        logError('blog save', error);
        notify(
          'Error',
          userMessageForWriteError(error) ?? (error instanceof Error ? error.message : String(error)),
          'error',
        );
      }
    } finally {
      setSaving(false);
    }
  }

  const urlSlug = effectiveSlug(values.slug, values.title);

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={editing ? 'Edit blog post' : 'New blog post'}
      className={css({ display: 'grid', gap: '6' })}
    >
      <div className={card}>
        <div className={css({ display: 'grid', gap: '4' })}>
          <TextField
            label="Title"
            required
            name="title"
            maxLength={TITLE_MAX}
            value={values.title}
            error={errors.title}
            onChange={(e) => set('title', e.target.value)}
          />
          <TextField
            label="Slug"
            required
            name="slug"
            value={values.slug}
            error={errors.slug}
            hint={<>/blogs/{urlSlug || '{slug}'}</>}
            onChange={(e) => {
              // Emptying the field hands the slug back to the title (the spec's fallback).
              setSlugEdited(editing || e.target.value.trim() !== '');
              set('slug', e.target.value);
            }}
          />
          <TextAreaField
            label="Excerpt"
            name="excerpt"
            rows={3}
            maxLength={EXCERPT_MAX}
            counter={`${values.excerpt.length}/${EXCERPT_MAX}`}
            value={values.excerpt}
            error={errors.excerpt}
            onChange={(e) => set('excerpt', e.target.value)}
          />
          <div className={css({ display: 'grid', gap: '2' })}>
            <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
              <button
                type="button"
                aria-pressed={preview}
                className={button({ variant: preview ? 'default' : 'outline', size: 'sm' })}
                onClick={() => setPreview((p) => !p)}
              >
                Preview
              </button>
            </div>
            <TextAreaField
              label="Content"
              required
              name="content"
              rows={16}
              hint="Markdown: # headings, **bold**, *italic*, [links](https://…), lists and > quotes."
              value={values.content}
              error={errors.content}
              onChange={(e) => set('content', e.target.value)}
              className={css({ fontFamily: 'mono', fontSize: 'sm' })}
            />
          </div>
          <CoverPicker
            url={values.featuredImageUrl}
            urlError={errors.featuredImageUrl}
            onUrlChange={(url) => set('featuredImageUrl', url)}
            picked={cover}
            photoSrc={coverSrc}
            onPick={(picked) => {
              setCover(picked);
              // A picked photo is the cover: the typed address gives way to it.
              if (picked) set('featuredImageUrl', '');
            }}
          />
          <TextField
            label="Tags (comma-separated)"
            name="tags"
            placeholder="charter, fishing, nassau"
            value={values.tags}
            error={errors.tags}
            onChange={(e) => set('tags', e.target.value)}
          />
          <SelectField
            label="Status"
            name="status"
            placeholder="Select a status"
            options={STATUS_OPTIONS}
            value={values.status}
            error={errors.status}
            onChange={(e) => set('status', e.target.value as PostFormValues['status'])}
          />
        </div>
      </div>

      {preview ? <PostPreview values={values} coverPhoto={coverSrc} /> : null}

      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' })}>
        <Link to="/admin/dashboard" search={DASHBOARD_SEARCH} className={button({ variant: 'outline' })}>
          Cancel
        </Link>
        <button
          type="submit"
          className={button({ variant: 'secondary' })}
          disabled={saving}
          onClick={() => (intent.current = 'keep')}
        >
          {editing ? 'Update' : 'Save as Draft'}
        </button>
        <button
          type="submit"
          className={button({ variant: 'hero' })}
          disabled={saving}
          onClick={() => (intent.current = 'publish')}
        >
          Publish Now
        </button>
      </div>
    </form>
  );
}
