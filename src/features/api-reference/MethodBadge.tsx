import { Badge, type BadgeTone } from '#ds/primitives/Badge/Badge.tsx';
import type { HttpMethod } from '#src/lib/api-reference/openapi-document.ts';

const tones: Record<HttpMethod, BadgeTone> = { get: 'info', post: 'success', put: 'warning', patch: 'warning', delete: 'danger' };

/** An HTTP method as a coloured label: GET, POST, PUT, PATCH, DELETE. */
export function MethodBadge({ method }: { method: HttpMethod }) {
  return <Badge tone={tones[method]}>{method.toUpperCase()}</Badge>;
}
