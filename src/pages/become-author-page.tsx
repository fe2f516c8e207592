import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { Steps } from '#ds/sections/Steps/Steps.tsx';
import { formatMoney } from '#intl/money.ts';
import { getIntl } from '#intl/server-intl.ts';
import * as styles from '#src/features/content/content.css.ts';
import { becomeAnAuthor } from '#src/features/forms/definitions/become-an-author.ts';
import { modalTrigger } from '#src/features/forms/modal-trigger.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import type { PageProps } from './page-props.ts';

/** What an article earns, in US dollars, from a short how-to to a long deep dive. */
export const authorFee = { min: 150, max: 400 } as const;

const steps = ['pitch', 'review', 'editing', 'payment'] as const;
const styleRules = ['reader', 'tested', 'code', 'why', 'plain', 'honest'] as const;

/**
 * /blog/become-an-author/: what we publish, who we look for, how pitching, review, editing and
 * payment work, the style guide and the rights, with the application form in a modal (also
 * `?modal=become-an-author`).
 */
export default async function BecomeAuthorPage({ locale, path }: PageProps) {
  const intl = await getIntl(locale, ['common', 'pages', 'forms', 'marketing/become-an-author']);
  const page = (id: string) => intl.formatMessage({ id: `blog-become-an-author.${id}` });
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `becomeAuthor.${id}` }, values);
  const fee = (amount: number) => formatMoney(amount, intl.locale, { precision: 'whole' });
  const apply = (
    <ButtonLink {...modalTrigger(becomeAnAuthor.name)}>{intl.formatMessage({ id: becomeAnAuthor.ids.text('open') })}</ButtonLink>
  );
  const section = (id: string, body: React.ReactNode) => (
    <section aria-labelledby={`author-${id}`} className={styles.plainList}>
      <h2 id={`author-${id}`} className={styles.sectionHeading}>
        {t(`${id}.heading`)}
      </h2>
      {body}
    </section>
  );
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={page('title')} description={page('description')} />
      <Container>
        <PageIntro heading={page('heading')} lead={page('lead')} actions={apply} />
        <div className={styles.stack}>
          {section(
            'publish',
            <ul>
              <li>{t('publish.tutorials')}</li>
              <li>{t('publish.blog')}</li>
              <li>{t('publish.stories')}</li>
            </ul>,
          )}
          {section(
            'who',
            <>
              <p>{t('who.text')}</p>
              <p>{t('who.languages')}</p>
            </>,
          )}
          <Steps
            id="author-process"
            heading={t('process.heading')}
            lead={t('process.lead')}
            layout="vertical"
            steps={steps.map((step) => ({
              id: step,
              title: t(`process.${step}.title`),
              text: t(`process.${step}.text`, { min: fee(authorFee.min), max: fee(authorFee.max) }),
            }))}
          />
          {section(
            'style',
            <ul>
              {styleRules.map((rule) => (
                <li key={rule}>{t(`style.${rule}`)}</li>
              ))}
            </ul>,
          )}
          {section(
            'rights',
            <>
              <p>{t('rights.copyright')}</p>
              <p>{t('rights.original')}</p>
            </>,
          )}
          {section(
            'cta',
            <>
              <p>{t('cta.text')}</p>
              <div>{apply}</div>
            </>,
          )}
        </div>
      </Container>
    </SiteChrome>
  );
}
