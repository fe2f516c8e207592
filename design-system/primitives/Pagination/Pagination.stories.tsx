import { Stack } from '#ds/primitives/Layout/Layout.tsx';
import { Pagination, type PaginationProps } from './Pagination.tsx';

const english = {
  label: 'Pagination',
  previousLabel: 'Previous',
  nextLabel: 'Next',
  pageLabel: (n: number) => `Page ${n}`,
  hrefFor: (n: number) => (n === 1 ? '#/tutorials/' : `#/tutorials/?page=${n}`),
} satisfies Omit<PaginationProps, 'page' | 'pageCount'>;

/** Move through the pages with the controls. */
export const Playground = ({ page, pageCount, siblings }: { page: number; pageCount: number; siblings: number }) => (
  <Pagination {...english} page={page} pageCount={pageCount} siblings={siblings} />
);
Playground.args = { page: 5, pageCount: 20, siblings: 1 };
Playground.argTypes = {
  page: { control: { type: 'range', min: 1, max: 40 } },
  pageCount: { control: { type: 'range', min: 1, max: 40 } },
  siblings: { control: { type: 'range', min: 0, max: 3 } },
};

export const FirstPage = () => <Pagination {...english} page={1} pageCount={20} />;
export const MiddlePage = () => <Pagination {...english} page={10} pageCount={20} />;
export const LastPage = () => <Pagination {...english} page={20} pageCount={20} />;
export const FewPages = () => <Pagination {...english} page={2} pageCount={4} />;
export const TwoSiblings = () => <Pagination {...english} page={50} pageCount={120} siblings={2} />;

export const LongGerman = () => (
  <Pagination
    label="Seitennummerierung"
    previousLabel="Vorherige Seite der Ergebnisse"
    nextLabel="Nächste Seite der Ergebnisse"
    pageLabel={(n) => `Seite ${n}`}
    hrefFor={(n) => `#/de/anleitungen/?seite=${n}`}
    page={7}
    pageCount={128}
  />
);

export const Narrow = () => (
  <Stack gap="lg">
    <FirstPage />
    <MiddlePage />
    <LastPage />
    <LongGerman />
  </Stack>
);
Narrow.meta = { width: 'xsmall' };

export const Wide = () => (
  <Stack gap="lg">
    <MiddlePage />
    <TwoSiblings />
    <LongGerman />
  </Stack>
);
Wide.meta = { width: 'xxlarge' };
