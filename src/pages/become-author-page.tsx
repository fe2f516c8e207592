import { ButtonLink } from '../../design-system/primitives/Button/Button.tsx';
import { Container } from '../../design-system/primitives/Container/Container.tsx';
import { PageIntro } from '../../design-system/sections/PageIntro/PageIntro.tsx';
import { getIntl } from '../../intl/server-intl.ts';
import { modalTrigger } from '../components/modal-trigger.ts';
import { PageHead } from '../components/PageHead.tsx';
import { SiteChrome } from '../components/SiteChrome.tsx';
import { becomeAnAuthor } from '../lib/forms/definitions/become-an-author.ts';
import type { PageProps } from './page-props.ts';

/** /blog/become-an-author/: the pitch and the application form in a modal (also `?modal=become-an-author`). */
export default async function BecomeAuthorPage({ locale, path }: PageProps) {
  const intl = await getIntl(locale, ['common', 'pages', 'forms']);
  const t = (id: string) => intl.formatMessage({ id: `blog-become-an-author.${id}` });
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={t('title')} description={t('description')} />
      <Container>
        <PageIntro
          heading={t('heading')}
          lead={t('lead')}
          actions={
            <ButtonLink {...modalTrigger(becomeAnAuthor.name)}>
              {intl.formatMessage({ id: becomeAnAuthor.ids.text('open') })}
            </ButtonLink>
          }
        />
      </Container>
    </SiteChrome>
  );
}
