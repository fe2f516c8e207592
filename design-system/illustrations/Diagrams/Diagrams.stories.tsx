import { type DiagramName, diagrams } from './Diagrams.tsx';

const names = Object.keys(diagrams) as DiagramName[];

/** Every product diagram; numbers mark the parts a caption explains. */
export const AllDiagrams = () => (
  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 24 }}>
    {names.map((name) => {
      const { Drawing } = diagrams[name];
      return (
        <figure key={name} style={{ margin: 0 }}>
          <Drawing />
          <figcaption>{name}</figcaption>
        </figure>
      );
    })}
  </div>
);
