import { Container } from '../../design-system/primitives/Container/Container.tsx';
import { PageIntro } from '../../design-system/sections/PageIntro/PageIntro.tsx';
import { loadMessages } from '../../intl/catalog.ts';
import { IntlClientProvider } from '../../intl/IntlClientProvider.tsx';
import { locales } from '../../intl/locales.ts';
import { pickMessages } from '../../intl/pick-messages.ts';
import { getIntl } from '../../intl/server-intl.ts';
import { AuthorApplication, AuthorApplicationButton } from '../components/client/AuthorApplication.tsx';
import { ModalProvider } from '../components/client/ModalProvider.tsx';
import { PageHead } from '../components/PageHead.tsx';
import { SiteChrome } from '../components/SiteChrome.tsx';
import type { PageProps } from './page-props.ts';

/** /blog/become-an-author/: the pitch and the application form in a modal (also `?modal=become-an-author`). */
export default async function BecomeAuthorPage({ locale, path }: PageProps) {
  const intl = await getIntl(locale, ['common', 'pages']);
  const t = (id: string) => intl.formatMessage({ id: `blog-become-an-author.${id}` });
  const messages = pickMessages(await loadMessages(locale, ['forms']), ['form.', 'author.']);
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={t('title')} description={t('description')} />
      <IntlClientProvider locale={locales[locale].iso} messages={messages}>
        <ModalProvider>
          <Container>
            <PageIntro heading={t('heading')} lead={t('lead')} actions={<AuthorApplicationButton />} />
          </Container>
          <AuthorApplication locale={locale} />
        </ModalProvider>
      </IntlClientProvider>
    </SiteChrome>
  );
}
