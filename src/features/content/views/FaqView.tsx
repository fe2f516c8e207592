import type { IntlShape } from 'react-intl';
import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { Faq } from '#ds/sections/Faq/Faq.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { type Locale, localizePath } from '#intl/locales.ts';
import * as styles from '#src/features/content/content.css.ts';
import { faqItems } from '#src/features/content/faq-items.tsx';
import { JsonLd } from '#src/features/content/JsonLd.tsx';
import { faqJsonLd } from '#src/features/content/json-ld.ts';
import { pathLabel } from '#src/features/content/page-label.ts';
import { modalTrigger } from '#src/features/forms/modal-trigger.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import type { FaqGroup } from '#src/lib/content/types.ts';

export type FaqViewProps = {
  intl: IntlShape;
  locale: Locale;
  path: string;
  groups: readonly FaqGroup[];
  /** The questions could not be read: the page says so instead of listing them. */
  unavailable?: boolean;
};

/** Everything /faq/ shows inside the site chrome: head, structured data and the grouped questions. */
export function FaqView({ intl, locale, path, groups, unavailable = false }: FaqViewProps) {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <>
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
            <ButtonLink variant="secondary" {...modalTrigger('contact-message')}>
              {t('faq.ask')}
            </ButtonLink>
          }
        />
        {unavailable ? <p role="status">{t('content.faq.unavailable')}</p> : null}
        {groups.map((group) => {
          const heading = pathLabel(intl, group.landingPath);
          return (
            <div key={group.landingPath}>
              <Faq
                heading={heading}
                id={`faq-${group.landingPath.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`}
                items={faqItems(group.questions)}
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
    </>
  );
}
