import { type DiagramName, diagrams } from '#ds/illustrations/Diagrams/Diagrams.tsx';
import { Diagram } from '#ds/sections/Diagram/Diagram.tsx';
import type { Locale } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';

/** A product's diagram with its captions from the `diagrams` catalog (`<name>.<n>.title` / `.text`). */
export async function LandingDiagram({ name, locale }: { name: DiagramName; locale: Locale }) {
  const intl = await getIntl(locale, ['diagrams']);
  const t = (id: string) => intl.formatMessage({ id: `${name}.${id}` });
  const { Drawing, markers } = diagrams[name];
  const parts = Array.from({ length: markers }, (_, i) => String(i + 1)).map((n) => ({
    id: n,
    title: t(`${n}.title`),
    text: t(`${n}.text`),
  }));
  return <Diagram id="how-it-works" heading={t('heading')} lead={t('lead')} drawing={<Drawing />} parts={parts} />;
}
