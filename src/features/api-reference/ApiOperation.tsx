import type { IntlShape } from 'react-intl';
import { Table } from '#ds/primitives/Table/Table.tsx';
import * as styles from '#src/features/content/content.css.ts';
import type { ReferenceBody, ReferenceOperation } from '#src/lib/api-reference/api-reference.ts';
import { CodeSample } from './CodeSample.tsx';
import { FieldTable } from './FieldTable.tsx';
import { MethodBadge } from './MethodBadge.tsx';

type Props = { operation: ReferenceOperation; intl: IntlShape };

/** A translated text when the catalog has one (list schemas have no description of their own). */
const optionalText = (intl: IntlShape, id: string): string | undefined =>
  Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }) : undefined;

function Body({ body, caption, intl }: { body: ReferenceBody; caption: string; intl: IntlShape }) {
  const description = body.schemaName ? optionalText(intl, `apiReference.schema.${body.schemaName}`) : undefined;
  return (
    <>
      {description ? <p>{description}</p> : null}
      {body.fields.length ? <FieldTable caption={caption} fields={body.fields} intl={intl} /> : null}
    </>
  );
}

/**
 * One operation of the reference, its anchor its operationId: method and path, parameters,
 * request body, the status codes it answers with the fields of its success answer, and a curl
 * command with an example answer.
 */
export function ApiOperation({ operation, intl }: Props) {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const id = operation.id;
  const success = operation.responses.find((r) => r.body);
  /** A table's caption: what it lists, then the operation ("Parameters: List servers", "Paramètres : …"). */
  const caption = (part: string) => t('apiReference.caption', { part, operation: t(`apiReference.operation.${id}`) });
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.stack}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {t(`apiReference.operation.${id}`)}
      </h2>
      <p className={styles.meta}>
        <MethodBadge method={operation.method} /> <code className={styles.breakAnywhere}>{operation.path}</code>
        {operation.authenticated ? null : <span>{t('apiReference.noToken')}</span>}
      </p>
      {operation.parameters.length ? (
        <Table
          caption={caption(t('apiReference.parameters'))}
          rowKey="key"
          columns={[
            { key: 'name', header: t('apiReference.column.name'), rowHeader: true },
            { key: 'in', header: t('apiReference.column.in') },
            { key: 'type', header: t('apiReference.column.type') },
            { key: 'required', header: t('apiReference.column.required') },
            { key: 'description', header: t('apiReference.column.description') },
          ]}
          rows={operation.parameters.map((p) => ({
            key: `${p.in}.${p.name}`,
            name: <code>{p.name}</code>,
            in: t(`apiReference.in.${p.in}`),
            type: (
              <code>
                {p.type}
                {p.constraints ? ` (${p.constraints})` : ''}
              </code>
            ),
            required: t(p.required ? 'apiReference.required' : 'apiReference.optional'),
            description: t(p.messageId),
          }))}
        />
      ) : null}
      {operation.requestBody ? (
        <div className={styles.plainList}>
          <h3 className={styles.shareHeading}>
            {t('apiReference.requestBody')} <code>{operation.requestBody.mediaType}</code>
          </h3>
          <Body body={operation.requestBody} caption={caption(t('apiReference.requestBody'))} intl={intl} />
        </div>
      ) : null}
      <div className={styles.plainList}>
        <h3 className={styles.shareHeading}>{t('apiReference.responses')}</h3>
        <Table
          caption={caption(t('apiReference.responses'))}
          captionHidden
          rowKey="status"
          columns={[
            { key: 'status', header: t('apiReference.column.status'), rowHeader: true },
            { key: 'meaning', header: t('apiReference.column.meaning') },
          ]}
          rows={operation.responses.map((r) => ({ status: r.status, meaning: t(`apiReference.status.${r.status}`) }))}
        />
        {success?.body ? (
          <>
            <h3 className={styles.shareHeading}>
              {t('apiReference.responseFields', { status: success.status })} <code>{success.body.mediaType}</code>
            </h3>
            <Body
              body={success.body}
              caption={caption(t('apiReference.responseFields', { status: success.status }))}
              intl={intl}
            />
          </>
        ) : null}
      </div>
      <div className={styles.plainList}>
        <h3 className={styles.shareHeading}>{t('apiReference.example.request')}</h3>
        <CodeSample code={operation.curl} language="bash" />
        {success?.body?.example ? (
          <>
            <h3 className={styles.shareHeading}>{t('apiReference.example.response')}</h3>
            <CodeSample
              code={success.body.example}
              language={
                success.body.mediaType === 'application/json' ? 'json' : success.body.mediaType.endsWith('yaml') ? 'yaml' : 'text'
              }
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
