// The floor's page: dynamic (rendered on every request, like an uncached docs page), no client
// components, no data source, no styles — a heading and `count` paragraphs of text, so the
// benchmark can ask for a page as heavy as the one it compares.
const MAX_PARAGRAPHS = 5000;

export default function FloorPage({ count }: { count: string }) {
  const paragraphs = Math.min(Math.max(Math.trunc(Number(count)) || 0, 0), MAX_PARAGRAPHS);
  return (
    <main>
      <h1>{paragraphs} paragraphs</h1>
      {Array.from({ length: paragraphs }, (_, i) => (
        <p key={i}>{`Paragraph ${i + 1}: the text a dynamic page renders on every request, with no data to wait for.`}</p>
      ))}
    </main>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
