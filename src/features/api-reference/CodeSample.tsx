import { Prose } from '#ds/primitives/Prose/Prose.tsx';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A code block (a curl command, a JSON answer) that scrolls sideways on its own on a phone. */
export function CodeSample({ code, language }: { code: string; language: 'bash' | 'json' | 'yaml' | 'text' }) {
  return <Prose html={`<pre tabindex="0"><code class="language-${language}">${escapeHtml(code)}</code></pre>`} />;
}
