import { Container } from '#ds/primitives/Container/Container.tsx';
import { Table } from '#ds/primitives/Table/Table.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { localizePath } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { analyticsCookies, type SiteCookie, strictlyNecessaryCookies } from '#src/features/consent/site-cookies.ts';
import * as styles from '#src/features/content/content.css.ts';
import { formCollects } from '#src/features/forms/collected-data.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { privacyContactEmail } from '#src/lib/site-config.ts';
import type { PageProps } from './page-props.ts';

/**
 * How long delivered form submissions are kept (the `ops` outbox purge, `FORMS_RETENTION_DAYS`);
 * read at build, as this page is prerendered.
 */
const retentionDays = Number.parseInt(process.env.FORMS_RETENTION_DAYS ?? '', 10) || 90;

/**
 * /privacy/ (issue 28.2): what each form and each cookie collects, why, for how long, who receives
 * it, and how to have it deleted. The forms' fields are read from their definitions, the cookies
 * from the list the consent banner shows, so neither can drift from what the site does.
 */
export default async function PrivacyPage({ locale, path }: PageProps) {
  const forms = formCollects();
  const catalogs = [...new Set(forms.map((form) => form.catalog))];
  const intl = await getIntl(locale, ['common', 'consent', 'privacy', ...catalogs]);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const email = <a href={`mailto:${privacyContactEmail}`}>{privacyContactEmail}</a>;
  const section = (id: string, heading: string, body: React.ReactNode) => (
    <section aria-labelledby={`${id}-heading`} id={id} className={styles.stack}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {heading}
      </h2>
      {body}
    </section>
  );
  const cookieRows = (cookies: readonly SiteCookie[]) =>
    cookies.map((cookie) => ({ name: <code>{cookie.name}</code>, purpose: t(cookie.purposeId), duration: t(cookie.durationId) }));
  const cookieColumns = [
    { key: 'name', header: t('consent.table.name'), rowHeader: true },
    { key: 'purpose', header: t('consent.table.purpose') },
    { key: 'duration', header: t('consent.table.duration') },
  ] as const;
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={t('privacy.title')} description={t('privacy.description')} />
      <Container>
        <PageIntro heading={t('privacy.heading')} lead={t('privacy.lead')} />
        <div className={styles.stack}>
          {section('controller', t('privacy.controller.heading'), <p>{t('privacy.controller.text')}</p>)}
          {section(
            'forms',
            t('privacy.forms.heading'),
            <>
              <p>{t('privacy.forms.intro')}</p>
              <ul className={styles.plainList}>
                {forms.map((form) => (
                  <li key={form.name} data-privacy-form={form.name}>
                    {intl.formatMessage(
                      { id: 'privacy.form.entry' },
                      {
                        name: (chunks: React.ReactNode[]) => <strong>{chunks}</strong>,
                        form: t(`privacy.form.${form.name}`),
                        fields: [
                          ...form.labelIds.map((id) => t(id)),
                          ...form.hidden.map((field) => t(`privacy.hidden.${field}`)),
                        ].join(' · '),
                        purpose: t(`privacy.purpose.${form.name}`),
                      },
                    )}
                  </li>
                ))}
              </ul>
              <p>{t('privacy.forms.technical')}</p>
              <p>{t('privacy.forms.retention', { days: retentionDays })}</p>
              <p>{t('privacy.forms.recipients')}</p>
            </>,
          )}
          {section(
            'cookies',
            t('privacy.cookies.heading'),
            <>
              <p>{t('privacy.cookies.intro')}</p>
              <Table caption={t('consent.necessary.title')} columns={cookieColumns} rows={cookieRows(strictlyNecessaryCookies)} />
              <p>{t('consent.necessary.text')}</p>
              <Table caption={t('consent.analytics.title')} columns={cookieColumns} rows={cookieRows(analyticsCookies)} />
              <p>
                {t('privacy.cookies.change')}{' '}
                <a href={`${localizePath('/privacy/', locale)}#cookies`} data-consent-settings="">
                  {t('consent.footer.settings')}
                </a>
              </p>
            </>,
          )}
          {section(
            'analytics',
            t('privacy.analytics.heading'),
            <>
              <p>{t('privacy.analytics.text')}</p>
              <p>{t('privacy.analytics.recipients')}</p>
            </>,
          )}
          {section('referrals', t('privacy.referrals.heading'), <p>{t('privacy.referrals.text')}</p>)}
          {section(
            'rights',
            t('privacy.rights.heading'),
            <>
              <p>{t('privacy.rights.text')}</p>
              <p>
                {t('privacy.rights.contact')} {email}
              </p>
              <p>{t('privacy.rights.complaint')}</p>
            </>,
          )}
        </div>
      </Container>
    </SiteChrome>
  );
}
