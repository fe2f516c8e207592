import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { getIntl } from '#intl/server-intl.ts';
import { becomeAnAuthor } from '#src/features/forms/definitions/become-an-author.ts';
import { modalTrigger } from '#src/features/forms/modal-trigger.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
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
