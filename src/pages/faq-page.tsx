import { ButtonLink } from '../../design-system/primitives/Button/Button.tsx';
import { Container } from '../../design-system/primitives/Container/Container.tsx';
import { Prose } from '../../design-system/primitives/Prose/Prose.tsx';
import { Faq } from '../../design-system/sections/Faq/Faq.tsx';
import { PageIntro } from '../../design-system/sections/PageIntro/PageIntro.tsx';
import { localizePath } from '../../intl/locales.ts';
import { getIntl } from '../../intl/server-intl.ts';
import * as styles from '../components/content/content.css.ts';
import { JsonLd } from '../components/content/JsonLd.tsx';
import { faqJsonLd } from '../components/content/json-ld.ts';
import { pathLabel } from '../components/content/page-label.ts';
import { PageHead } from '../components/PageHead.tsx';
import { SiteChrome } from '../components/SiteChrome.tsx';
import { contentSource } from '../lib/content/content-source.ts';
import { faqGroups } from '../lib/content/faq.ts';
import type { PageProps } from './page-props.ts';

/** /faq/: the questions marked for this page, grouped by landing page in `faq_sort` order. */
export default async function FaqPage({ locale, path }: PageProps) {
  const [intl, groups] = await Promise.all([getIntl(locale, ['common', 'pages', 'content']), faqGroups(contentSource(), locale)]);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={t('faq.title')} description={t('faq.description')} />
      <JsonLd
        data={faqJsonLd(
          groups.flatMap((group) => group.questions.map((q) => ({ question: q.question, answerHtml: q.answer.html }))),
        )}
      />
      <Container>
        <PageIntro
          heading={t('faq.heading')}
          lead={t('faq.lead')}
          actions={
            <ButtonLink variant="secondary" href="?modal=sending-message" data-modal="sending-message">
              {t('faq.ask')}
            </ButtonLink>
          }
        />
        {groups.map((group) => {
          const heading = pathLabel(intl, group.landingPath);
          return (
            <div key={group.landingPath}>
              <Faq
                heading={heading}
                id={`faq-${group.landingPath.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`}
                items={group.questions.map((q) => ({
                  id: String(q.id),
                  question: q.question,
                  answer: <Prose html={q.answer.html} />,
                }))}
              />
              <p>
                <a href={localizePath(group.landingPath, locale)}>{t('content.faq.groupLink', { page: heading })}</a>
              </p>
            </div>
          );
        })}
        <section className={styles.stack} aria-labelledby="faq-contact">
          <h2 id="faq-contact" className={styles.sectionHeading}>
            {t('content.faq.stillQuestions')}
          </h2>
          <p>{t('content.faq.contact')}</p>
          <p>
            <ButtonLink href={localizePath('/contacts/', locale)} variant="secondary">
              {t('content.faq.contactAction')}
            </ButtonLink>
          </p>
        </section>
      </Container>
    </SiteChrome>
  );
}
