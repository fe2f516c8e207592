import { IllustrationFrame, type IllustrationProps, tone } from '#ds/illustrations/Illustration/Illustration.tsx';
import { Backdrop, Bucket, Cube, Cylinder, Node, ServerUnit, Window } from '#ds/illustrations/Illustration/parts.tsx';

/**
 * One hero scene per product family, drawn from the shared parts on a 480 × 360 field. They
 * show what the product is (servers, a cluster, a bucket …) and carry no words.
 */
const W = 480;
const H = 360;

const Scene = ({ children, ...props }: IllustrationProps & { children: React.ReactNode }) => (
  <IllustrationFrame width={W} height={H} {...props}>
    <Backdrop width={W} height={H} />
    {children}
  </IllustrationFrame>
);

/** A rack of servers and a terminal in front of it, with a load gauge. */
export const ComputeArt = (props: IllustrationProps) => (
  <Scene {...props}>
    <rect x={48} y={56} width={200} height={248} rx={16} className={tone.panel} />
    {[0, 1, 2, 3, 4].map((unit) => (
      <ServerUnit key={unit} x={68} y={76 + unit * 44} light={unit === 1 ? 'accent' : 'ok'} />
    ))}
    <Window x={212} y={168} width={224} height={148} dark />
    <circle cx={392} cy={92} r={36} className={tone.panel} />
    <path d="M368 104a26 26 0 1 1 48 0" className={tone.line} />
    <path d="M368 104a26 26 0 0 1 38-32" className={tone.flow} />
  </Scene>
);

/** A primary database replicating to its standby, with a backup on a schedule. */
export const DatabaseArt = (props: IllustrationProps) => (
  <Scene {...props}>
    <Cylinder x={80} y={70} width={140} height={160} />
    <Cylinder x={304} y={110} width={100} height={112} body="strong" />
    <path d="M228 160C260 150 276 160 300 172" className={tone.flow} />
    <rect x={272} y={262} width={168} height={60} rx={12} className={tone.panel} />
    <circle cx={302} cy={292} r={16} className={tone.muted} />
    <path d="M302 282v10l7 5" className={tone.line} />
    <rect x={330} y={280} width={90} height={8} rx={4} className={tone.text} />
    <rect x={330} y={296} width={60} height={8} rx={4} className={tone.text} />
  </Scene>
);

/** A control plane wheel steering two pools of worker nodes running containers. */
export const KubernetesArt = (props: IllustrationProps) => (
  <Scene {...props}>
    <path d="M150 178C150 150 190 150 206 128M330 178C330 150 290 150 274 128" className={tone.flow} />
    <circle cx={240} cy={98} r={54} className={tone.brand} />
    <path d="M240 62l28 13 7 30-19 24h-32l-19-24 7-30z" className={tone.strong} />
    <circle cx={240} cy={98} r={14} className={tone.accent} />
    {[48, 252].map((x) => (
      <g key={x}>
        <rect x={x} y={188} width={180} height={128} rx={16} className={tone.panel} />
        <Cube x={x + 16} y={214} />
        <Cube x={x + 66} y={214} face="strong" />
        <Cube x={x + 116} y={214} />
        <Cube x={x + 41} y={262} face="accent" />
        <Cube x={x + 91} y={262} />
      </g>
    ))}
  </Scene>
);

/** Files, images and backups flowing from an app into a bucket. */
export const StorageArt = (props: IllustrationProps) => (
  <Scene {...props}>
    <Window x={36} y={64} width={188} height={140} />
    <path d="M224 140C270 140 290 160 320 196" className={tone.flow} />
    <Bucket x={276} y={196} width={160} height={112} />
    <rect x={300} y={96} width={40} height={50} rx={6} className={tone.panel} />
    <circle cx={380} cy={120} r={22} className={tone.accent} />
    <path d="M400 164l22 38h-44z" className={tone.strong} />
    <rect x={60} y={240} width={150} height={70} rx={12} className={tone.panel} />
    <rect x={78} y={258} width={70} height={8} rx={4} className={tone.text} />
    <rect x={78} y={276} width={110} height={8} rx={4} className={tone.text} />
  </Scene>
);

/** Traffic from the internet passing a firewall to private servers; one request is turned away. */
export const NetworkArt = (props: IllustrationProps) => (
  <Scene {...props}>
    <path d="M84 100C150 100 160 170 210 176M84 180H210M350 150H300M350 226H300" className={tone.flow} />
    <path d="M84 260C130 260 150 240 176 226" className={tone.line} />
    <Node x={70} y={100} />
    <Node x={70} y={180} />
    <Node x={70} y={260} core="ink" />
    <path d="M240 100l56 20v50c0 40-26 66-56 80-30-14-56-40-56-80v-50z" className={tone.brand} />
    <path d="M216 170l16 16 30-34" className={tone.line} />
    <ServerUnit x={316} y={132} width={128} />
    <ServerUnit x={316} y={208} width={128} />
  </Scene>
);

/** From a git push, through a build, to an app running on the web. */
export const AppPlatformArt = (props: IllustrationProps) => (
  <Scene {...props}>
    <path d="M76 110V250M76 150C76 180 124 170 124 200" className={tone.line} />
    <Node x={76} y={110} r={12} />
    <Node x={76} y={250} r={12} />
    <Node x={124} y={204} r={12} core="accent" />
    <path d="M144 200H176M272 180H300" className={tone.flow} />
    <Cube x={184} y={136} size={84} />
    <Window x={300} y={76} width={152} height={200} />
    <circle cx={376} cy={206} r={40} className={tone.muted} />
    <path d="M336 206h80M376 166c-22 24-22 56 0 80M376 166c22 24 22 56 0 80" className={tone.line} />
  </Scene>
);

/** A shelf of one-click apps, one of them picked. */
export const MarketplaceArt = (props: IllustrationProps) => (
  <Scene {...props}>
    {[0, 1, 2].flatMap((col) =>
      [0, 1].map((row) => {
        const x = 56 + col * 130;
        const y = 60 + row * 130;
        const picked = col === 1 && row === 0;
        return (
          <g key={`${col}-${row}`}>
            <rect x={x} y={y} width={110} height={110} rx={20} className={picked ? tone.brand : tone.panel} />
            {
              [<Cube key="c" x={x + 31} y={y + 26} />, <Cylinder key="d" x={x + 33} y={y + 24} width={44} height={44} />][
                (col + row) % 2
              ]
            }
          </g>
        );
      }),
    )}
    <circle cx={292} cy={64} r={18} className={tone.ok} />
    <path d="M284 64l6 6 10-12" className={tone.line} />
  </Scene>
);

/** Two businesses linked, with growth on both sides. */
export const PartnersArt = (props: IllustrationProps) => (
  <Scene {...props}>
    <Window x={40} y={70} width={170} height={130} />
    <Window x={270} y={70} width={170} height={130} />
    <path d="M210 135H270" className={tone.flow} />
    <circle cx={240} cy={135} r={20} className={tone.accent} />
    {[0, 1, 2, 3, 4].map((bar) => (
      <rect
        key={bar}
        x={140 + bar * 44}
        y={300 - bar * 18 - 20}
        width={30}
        height={bar * 18 + 20}
        rx={6}
        className={bar === 4 ? tone.brand : tone.strong}
      />
    ))}
  </Scene>
);

export const productArt = {
  compute: ComputeArt,
  databases: DatabaseArt,
  kubernetes: KubernetesArt,
  storage: StorageArt,
  networking: NetworkArt,
  appPlatform: AppPlatformArt,
  marketplace: MarketplaceArt,
  partners: PartnersArt,
} as const;

export type ProductFamily = keyof typeof productArt;
