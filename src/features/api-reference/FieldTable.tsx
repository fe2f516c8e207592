import type { IntlShape } from 'react-intl';
import { Table } from '#ds/primitives/Table/Table.tsx';
import type { SchemaField } from '#src/lib/api-reference/api-reference.ts';

/** The fields of a request or response body: nested fields by their dotted path (`networks.ipv4[].type`). */
export function FieldTable({ caption, fields, intl }: { caption: string; fields: readonly SchemaField[]; intl: IntlShape }) {
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Table
      caption={caption}
      captionHidden
      rowKey="key"
      columns={[
        { key: 'name', header: t('apiReference.column.field'), rowHeader: true },
        { key: 'type', header: t('apiReference.column.type') },
        { key: 'required', header: t('apiReference.column.required') },
        { key: 'values', header: t('apiReference.column.values') },
      ]}
      rows={fields.map((field) => ({
        key: field.name,
        name: <code>{field.name}</code>,
        type: <code>{field.type}</code>,
        required: t(field.required ? 'apiReference.required' : 'apiReference.optional'),
        values: field.constraints ? <code>{field.constraints}</code> : '',
      }))}
    />
  );
}
