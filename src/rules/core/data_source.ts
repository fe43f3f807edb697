// Data source rules (NetBox DataSource.clean and its serializer): a local source's URL is a
// path or a file:// URL; the sync interval is one of NetBox's job intervals.
import type { DataSourceRules } from '../../../generated/rules/types.ts';
import { ValidationError, valueAfterWrite } from '../../engine/api.ts';

/** NetBox's JobIntervalChoices, in minutes: minutely, hourly, 12 hours, daily, weekly, 30 days. */
export const SYNC_INTERVALS = [1, 60, 720, 1440, 10080, 43200];

const rules: DataSourceRules = {
  beforeSave(_ctx, values, existing) {
    if (values.sync_interval !== undefined && values.sync_interval !== null && !SYNC_INTERVALS.includes(values.sync_interval))
      throw ValidationError.field('sync_interval', `"${values.sync_interval}" is not a valid choice.`);
    const type = valueAfterWrite(values, existing, 'type') as string;
    const url = String(valueAfterWrite(values, existing, 'source_url') ?? '');
    // urlparse's scheme: letters, digits, + - . before the first colon.
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase() ?? '';
    if (type === 'local' && scheme !== '' && scheme !== 'file')
      throw ValidationError.field('source_url', 'URLs for local sources must start with file:// (or specify no scheme)');
  },
};

export default rules;
