import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { loadMessages } from '#intl/catalog.ts';
import { IntlClientProvider } from '#intl/IntlClientProvider.tsx';
import { localeCodes } from '#intl/locales.ts';
import { pickMessages } from '#intl/pick-messages.ts';
import { getIntl } from '#intl/server-intl.ts';
import { modalTrigger } from '#src/features/forms/modal-trigger.ts';
import { RegistrationOffer } from '#src/features/pricing/RegistrationOffer.tsx';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { signUpUrl } from '#src/lib/site-config.ts';
import { pageKey } from '#src/routes/page-key.ts';
import type { PageProps } from './page-props.ts';

/** A promotion under /vps/promo/{code}/, with the localized RU/PL registration offer below it. */
export default async function PromoPage({ locale, route, params, path }: PageProps) {
  const intl = await getIntl(locale, ['common', 'pages']);
  const key = pageKey(route, params);
  const t = (id: string) => intl.formatMessage({ id: `${key}.${id}` });
  const code = key.split('.')[1] ?? '';
  const promo = (id: string) => intl.formatMessage({ id: `promo.popUp.${id}` }, { code: code.toUpperCase() });
  const available = route.locales ?? localeCodes;
  const registration = pickMessages(await loadMessages(locale, ['registration', 'forms']), ['registration.', 'form.close']);
  return (
    <SiteChrome locale={locale} path={path} available={available}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} available={available} title={t('title')} description={t('description')} />
      <Container>
        <PageIntro
          heading={t('heading')}
          lead={t('lead')}
          actions={
            <>
              <ButtonLink href={signUpUrl({ promo: code })} data-reload>
                {intl.formatMessage({ id: 'header.signUp' })}
              </ButtonLink>
              {/* Without scripts the button simply signs up with the code applied. */}
              <ButtonLink
                variant="secondary"
                data-reload
                {...modalTrigger('pop-up', {
                  title: promo('title'),
                  body: promo('body'),
                  action: { label: promo('action'), href: signUpUrl({ promo: code }) },
                  href: signUpUrl({ promo: code }),
                })}
              >
                {promo('open')}
              </ButtonLink>
            </>
          }
        />
        <IntlClientProvider messages={registration}>
          <RegistrationOffer orderHref={signUpUrl({ service: 'registration', promo: code })} />
        </IntlClientProvider>
      </Container>
    </SiteChrome>
  );
}
