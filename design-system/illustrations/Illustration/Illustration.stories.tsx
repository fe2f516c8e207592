import { IllustrationFrame, tone } from './Illustration.tsx';
import { Backdrop, Bucket, Cube, Cylinder, Node, ServerUnit, Window } from './parts.tsx';

/** The pieces scenes are drawn from, for a designer composing a new one. */
export const Parts = () => (
  <IllustrationFrame width={720} height={200} title="The illustration parts: server, database, window, container, bucket, node">
    <Backdrop width={720} height={200} />
    <ServerUnit x={24} y={80} width={120} />
    <Cylinder x={170} y={44} width={80} height={90} />
    <Window x={276} y={40} width={150} height={120} />
    <Cube x={450} y={70} size={64} />
    <Bucket x={540} y={50} width={90} height={90} />
    <Node x={672} y={100} />
  </IllustrationFrame>
);

/** Every tone on its own swatch: what a shape can be painted with. Line tones are drawn as strokes. */
export const Tones = () => {
  const strokes = new Set(['line', 'lineOnBrand', 'flow']);
  return (
    <IllustrationFrame width={720} height={80} title="The illustration tones">
      {Object.entries(tone).map(([name, className], i) =>
        strokes.has(name) ? (
          <g key={name}>
            <rect
              x={8 + i * 64}
              y={12}
              width={56}
              height={56}
              rx={8}
              className={name === 'lineOnBrand' ? tone.brand : tone.backdrop}
            />
            <path d={`M${16 + i * 64} 60L${56 + i * 64} 20`} className={className} />
          </g>
        ) : (
          <rect key={name} x={8 + i * 64} y={12} width={56} height={56} rx={8} className={className} />
        ),
      )}
    </IllustrationFrame>
  );
};
