import type { DocsNode, TutorialSummary } from '#src/lib/content/types.ts';

type LlmsTxtInput = {
  siteUrl: string;
  name: string;
  summary: string;
  docs: readonly DocsNode[];
  tutorials: readonly TutorialSummary[];
  /** Further pages worth reading: pricing, products … */
  pages: readonly { title: string; path: string }[];
};

const docsLines = (nodes: readonly DocsNode[], siteUrl: string, depth = 0): string[] =>
  nodes.flatMap((node) => [
    `${'  '.repeat(depth)}- [${node.menuTitle}](${siteUrl}/docs/${node.fullPath}/)`,
    ...docsLines(node.children, siteUrl, depth + 1),
  ]);

/** /llms.txt (llmstxt.org): what the site is, then its docs tree and tutorials as Markdown links (en-us). */
export const llmsTxt = ({ siteUrl, name, summary, docs, tutorials, pages }: LlmsTxtInput) =>
  [
    `# ${name}`,
    '',
    `> ${summary}`,
    '',
    '## Docs',
    '',
    ...docsLines(docs, siteUrl),
    '',
    '## Tutorials',
    '',
    ...tutorials.map((t) => `- [${t.title}](${siteUrl}/tutorials/${t.path}/)${t.description ? `: ${t.description}` : ''}`),
    '',
    '## Optional',
    '',
    ...pages.map((p) => `- [${p.title}](${siteUrl}${p.path})`),
    '',
  ].join('\n');
