import { useCallback, useEffect, useRef, useState } from 'react';
import type { Caller } from '@/data/caller';
import type { Boat } from '@harbour/domain/schemas/boat';
import { logError } from '@/lib/log';
import { userMessageForWriteError } from '@/lib/storage-errors';
import { notify } from '@/ui/toaster';
import { useUnits } from '@/ui/use-units';
import { updateListing } from './api/listings';
import { firstErrorSection, type EditorSection } from './model/publish-checklist';
import { editStateOf, type EditState } from './model/listing-overview';
import type { ListingFormErrors } from './model/listing-form';
import { SECTION_TAB, focusEditorSection } from './editor-focus';

/**
 * The listing editor of /admin/listings/{id}: closed, or open with what is being changed, its errors and whether it
 * is saving; the tab shown; and a section to move focus to (a checklist item, a refused save) once the editor and its
 * tab are on the page, inside `rootRef`.
 */
export function useListingEditor(caller: Caller, boat: Boat | null) {
  const [edit, setEdit] = useState<EditState | null>(null);
  const [errors, setErrors] = useState<ListingFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState('overview');
  // A section to move focus to once the editor and its tab have rendered (checklist buttons, a refused save): a ref,
  // so other renders do not repeat it, and a counter that runs the effect for each request.
  const focusTarget = useRef<EditorSection | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const rootRef = useRef<HTMLElement>(null);
  const editing = edit !== null;
  const [units] = useUnits();
  // Stable: the specifications' unit conversion runs in an effect that depends on it.
  const onSpecsChange = useCallback(
    (next: Pick<EditState, 'particulars' | 'customSpecs'>) => setEdit((e) => (e ? { ...e, ...next } : e)),
    [],
  );

  useEffect(() => {
    const root = rootRef.current;
    if (focusTarget.current === null || !editing || !root) return;
    // A tab switched in the same update mounts its content a frame or two later: try each frame, for half a second.
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const section = focusTarget.current;
      if (section === null) return;
      if (focusEditorSection(root, section) || ++tries > 30) {
        focusTarget.current = null;
        return;
      }
      frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [focusRequest, editing]);

  /** Shows the tab of `section` and moves focus there once it is on the page. */
  function focusSection(section: EditorSection) {
    focusTarget.current = section;
    setTab(SECTION_TAB[section]);
    setFocusRequest((n) => n + 1);
  }

  function startEdit() {
    if (!boat) return;
    setErrors({});
    setEdit(editStateOf(boat, units));
  }

  /** Opens the editor (if closed) on the tab of `section` and moves focus there. */
  function goTo(section: EditorSection) {
    if (!edit) startEdit();
    focusSection(section);
  }

  async function save() {
    if (!edit || !boat) return;
    setSaving(true);
    try {
      const r = await updateListing(caller, boat.id, edit, edit.images, edit.base);
      if (!r.ok) {
        setErrors(r.errors);
        notify('Error', r.firstError, 'error');
        // The toast fades: focus goes to the first field in error, whose message is shown beside it.
        const section = firstErrorSection(r.errors);
        if (section) focusSection(section);
        return;
      }
      notify('Listing updated successfully');
      setEdit(null);
    } catch (error) {
      logError('update listing', error);
      notify('Error', userMessageForWriteError(error) ?? 'Failed to update listing', 'error');
    } finally {
      setSaving(false);
    }
  }

  return {
    /** The editor's values, null while it is closed. */
    edit,
    errors,
    saving,
    tab,
    setTab,
    rootRef,
    startEdit,
    cancel: () => setEdit(null),
    /** A change made in the open editor. */
    change: (next: Partial<EditState>) => {
      if (edit) setEdit({ ...edit, ...next });
    },
    onSpecsChange,
    goTo,
    save,
  };
}
