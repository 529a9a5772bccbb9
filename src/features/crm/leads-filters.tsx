import { css } from 'styled-system/css';
import type { Caller } from '@/data/caller';
import { button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/form-field';
import { FilterBar, LEAD_FILTERS } from '@/features/admin/kit';
import { LEAD_KINDS, LEAD_OWNER_FILTERS, LEAD_SORTS, type LeadQuery } from './model/lead-list';
import { LEAD_SEARCH_MAX } from './model/lead-search';
import { AddLeadButton } from './add-lead-form';
import type { LeadsTabState } from './use-leads-tab';

/** Above the Leads table: status and whose, the search box, type and sort, the CSV export and "Add lead". */
export function LeadsFilters({
  caller,
  tab,
}: {
  caller: Caller;
  tab: Pick<LeadsTabState, 'query' | 'text' | 'set' | 'onType' | 'rows' | 'exportCsv' | 'boatChoices'>;
}) {
  const { query, text, set, onType, rows, exportCsv, boatChoices } = tab;
  return (
    <>
      <FilterBar label="Filter leads by status" options={LEAD_FILTERS} value={query.status} onChange={set('status')} />
      <FilterBar label="Whose leads" options={LEAD_OWNER_FILTERS} value={query.owner} onChange={set('owner')} />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}>
        <div className={css({ flex: '1 1 14rem' })}>
          <TextField
            label="Search leads"
            type="search"
            value={text}
            maxLength={LEAD_SEARCH_MAX}
            onChange={(e) => onType(e.target.value)}
          />
        </div>
        <SelectField
          label="Type"
          placeholder="Type"
          options={LEAD_KINDS}
          value={query.kind}
          onChange={(e) => set('kind')(e.target.value as LeadQuery['kind'])}
        />
        <SelectField
          label="Sort"
          placeholder="Sort"
          options={LEAD_SORTS}
          value={query.sort}
          onChange={(e) => set('sort')(e.target.value as LeadQuery['sort'])}
        />
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          disabled={!rows || rows.length === 0}
          onClick={exportCsv}
        >
          Export CSV
        </button>
        <AddLeadButton caller={caller} boats={boatChoices} />
      </div>
    </>
  );
}
