import type { Caller } from '@/data/caller';
import { useAccountShortlist } from '@/data/saved/use-account-shortlist';

/** Mounted while a user is signed in (lazily, so visitors never load it): keeps the shortlist and the account's one. */
export default function AccountShortlistSync({ caller }: { caller: Caller }) {
  useAccountShortlist(caller);
  return null;
}
