import type { Heading, Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm);

const textOf = (node: Nodes): string => {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'html') return node.value.replace(/<[^>]*>/g, ' ');
  if (node.type === 'image') return node.alt ?? '';
  if ('children' in node) return node.children.map((child) => textOf(child as Nodes)).join('');
  return '';
};

/**
 * The words a reader sees in a Markdown body, for the search index and its
 * snippets: section headings apart, body blocks one per line. Code blocks are
 * left out (commands and config files would crowd snippets; the prose around
 * them names what they do).
 */
export const markdownText = (markdown: string): { headings: string[]; body: string } => {
  const tree = parser.parse(markdown) as Root;
  const headings: string[] = [];
  const blocks: string[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'code') return;
    if (node.type === 'heading') {
      headings.push(textOf(node as Heading).trim());
      return;
    }
    if (node.type === 'paragraph' || node.type === 'tableCell' || node.type === 'html') {
      const text = textOf(node).replace(/\s+/g, ' ').trim();
      if (text) blocks.push(text);
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return { headings: headings.filter(Boolean), body: blocks.join('\n') };
};
