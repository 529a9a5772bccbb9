import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import type { LeadQuery } from './model/lead-list';
import { useLeadsTab, type OnLeadQueryChange } from './use-leads-tab';
import { LeadsFilters } from './leads-filters';
import { LeadsTable } from './leads-table';
import { LeadDialog } from './lead-dialog';

interface Props {
  caller: Caller;
  onOpenClient: (id: string) => void;
  /** The filters as the URL holds them, and how a change is written there. */
  query: LeadQuery;
  onQueryChange: OnLeadQueryChange;
}

/** The admin dashboard's Leads tab: its state in useLeadsTab, the filters, the table and a lead's dialog. */
export function LeadsTab({ caller, onOpenClient, query, onQueryChange }: Props) {
  const tab = useLeadsTab(caller, query, onQueryChange);
  return (
    // minmax(0, 1fr): a grid's own column would grow to the widest table; this keeps it to the screen (360 px) and the
    // table scrolls in its box.
    <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: 'minmax(0, 1fr)' })}>
      <LeadsFilters caller={caller} tab={tab} />
      <LeadsTable tab={tab} />
      <LeadDialog
        caller={caller}
        lead={tab.open}
        names={tab.names}
        onClose={tab.closeLead}
        onOpenClient={(id) => {
          tab.closeLead();
          onOpenClient(id);
        }}
      />
    </div>
  );
}
