import type { IntlShape } from 'react-intl';
import { ButtonLink } from '../../../../design-system/primitives/Button/Button.tsx';
import { Container } from '../../../../design-system/primitives/Container/Container.tsx';
import { Faq } from '../../../../design-system/sections/Faq/Faq.tsx';
import { PageIntro } from '../../../../design-system/sections/PageIntro/PageIntro.tsx';
import { type Locale, localizePath } from '../../../../intl/locales.ts';
import type { FaqGroup } from '../../../lib/content/types.ts';
import { modalTrigger } from '../../modal-trigger.ts';
import { PageHead } from '../../PageHead.tsx';
import * as styles from '../content.css.ts';
import { faqItems } from '../faq-items.tsx';
import { JsonLd } from '../JsonLd.tsx';
import { faqJsonLd } from '../json-ld.ts';
import { pathLabel } from '../page-label.ts';

export type FaqViewProps = { intl: IntlShape; locale: Locale; path: string; groups: readonly FaqGroup[] };

/** Everything /faq/ shows inside the site chrome: head, structured data and the grouped questions. */
export function FaqView({ intl, locale, path, groups }: FaqViewProps) {
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
