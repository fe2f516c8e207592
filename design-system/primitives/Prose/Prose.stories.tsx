import { Prose } from './Prose.tsx';

const article = `<p>Cloud-init reads the <strong>user data</strong> you supply when you <a href="#create">create a server</a>.</p>
<h2 id="example">A complete example</h2>
<p>Save this as <code>user-data.yaml</code>:</p>
<pre tabindex="0"><code class="hljs language-yaml"><span class="hljs-comment">#cloud-config</span>
<span class="hljs-attr">packages:</span>
  <span class="hljs-bullet">-</span> <span class="hljs-string">nginx</span>
<span class="hljs-attr">runcmd:</span>
  <span class="hljs-bullet">-</span> [<span class="hljs-string">systemctl</span>, <span class="hljs-string">enable</span>, <span class="hljs-string">--now</span>, <span class="hljs-string">nginx</span>]
</code></pre>
<h3 id="limits">Limits</h3>
<ul><li>User data up to 64 KB.</li><li>Applied on the first boot only.</li></ul>
<table><thead><tr><th>First line</th><th>Format</th></tr></thead><tbody><tr><td><code>#cloud-config</code></td><td>YAML</td></tr><tr><td><code>#!/bin/bash</code></td><td>Script</td></tr></tbody></table>
<blockquote><p>Keep secrets out of user data: anyone with access to the server can read it.</p></blockquote>`;

export const Article = () => <Prose html={article} />;
