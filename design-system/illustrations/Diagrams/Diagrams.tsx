import { IllustrationFrame, type IllustrationProps, tone } from '#ds/illustrations/Illustration/Illustration.tsx';
import { Bucket, Cube, Cylinder, Marker, Node, ServerUnit, Window, Zone } from '#ds/illustrations/Illustration/parts.tsx';

/**
 * How a product fits together, drawn on a 640 × 380 field. Numbered markers stand for the parts a
 * caption explains (see the `Diagram` section), so the drawing itself carries no words.
 */
const W = 640;
const H = 380;

const Drawing = ({ children, ...props }: IllustrationProps & { children: React.ReactNode }) => (
  <IllustrationFrame width={W} height={H} {...props}>
    <rect width={W} height={H} rx={24} className={tone.backdrop} />
    {children}
  </IllustrationFrame>
);

/** A balancer: a panel splitting one line into three. */
const Balancer = ({ x, y }: { x: number; y: number }) => (
  <g transform={`translate(${x} ${y})`}>
    <rect width={64} height={64} rx={14} className={tone.brand} />
    <path d="M14 32h14M28 32l20-14M28 32h20M28 32l20 14" className={tone.lineOnBrand} />
  </g>
);

/** 1 control plane, 2 worker pools, 3 load balancer, 4 a database reached over the private network. */
export const KubernetesDiagram = (props: IllustrationProps) => (
  <Drawing {...props}>
    <Node x={44} y={200} />
    <path d="M60 200H96M160 200C190 200 190 220 220 220M160 200C190 200 190 146 230 146H510V160" className={tone.flow} />
    <Balancer x={96} y={168} />
    <Zone x={200} y={20} width={420} height={340} />
    <rect x={320} y={44} width={180} height={84} rx={14} className={tone.panel} />
    <circle cx={358} cy={86} r={24} className={tone.brand} />
    <path d="M358 68l13 6 3 14-9 11h-14l-9-11 3-14z" className={tone.strong} />
    <rect x={394} y={70} width={86} height={8} rx={4} className={tone.text} />
    <rect x={394} y={90} width={60} height={8} rx={4} className={tone.text} />
    <path d="M360 128V160M460 128V160" className={tone.line} />
    {[220, 420].map((x) => (
      <g key={x}>
        <rect x={x} y={160} width={180} height={120} rx={14} className={tone.panel} />
        <Cube x={x + 16} y={186} />
        <Cube x={x + 66} y={186} face="strong" />
        <Cube x={x + 116} y={186} />
        <Cube x={x + 41} y={228} face="accent" />
        <Cube x={x + 91} y={228} />
      </g>
    ))}
    <path d="M310 280V306H386M510 280V306H434" className={tone.line} />
    <Cylinder x={386} y={290} width={48} height={28} body="strong" />
    <Marker x={320} y={44} n={1} />
    <Marker x={220} y={160} n={2} />
    <Marker x={96} y={168} n={3} />
    <Marker x={386} y={296} n={4} />
  </Drawing>
);

/** 1 load balancer, 2 private network, 3 NAT, 4 database, 5 firewall. */
export const NetworkDiagram = (props: IllustrationProps) => (
  <Drawing {...props}>
    <Node x={40} y={190} />
    <Node x={604} y={88} core="ink" />
    <path d="M56 190H90M154 190C190 190 200 130 236 130M154 190H236M154 190C190 190 200 250 236 250" className={tone.flow} />
    <Balancer x={90} y={158} />
    <Zone x={196} y={24} width={370} height={332} />
    <path d="M230 98l16 6v16c0 13-8 21-16 25-8-4-16-12-16-25v-16z" className={tone.accent} />
    {[112, 172, 232].map((y) => (
      <ServerUnit key={y} x={236} y={y} width={140} />
    ))}
    <path d="M376 130H420M376 250C420 250 420 260 440 260M376 190C410 190 420 110 440 100" className={tone.line} />
    <rect x={440} y={70} width={110} height={60} rx={12} className={tone.panel} />
    <path d="M462 100h48l-12-12M510 100l-12 12" className={tone.line} />
    <path d="M550 100C566 100 570 88 588 88" className={tone.flow} />
    <Cylinder x={444} y={200} width={90} height={80} />
    <Marker x={90} y={158} n={1} />
    <Marker x={196} y={330} n={2} />
    <Marker x={550} y={70} n={3} />
    <Marker x={534} y={210} n={4} />
    <Marker x={214} y={96} n={5} />
  </Drawing>
);

/** 1 your tools, 2 the S3 endpoint and keys, 3 buckets. */
export const StorageDiagram = (props: IllustrationProps) => (
  <Drawing {...props}>
    <Window x={28} y={36} width={160} height={96} dark />
    <Window x={28} y={150} width={160} height={96} />
    <ServerUnit x={28} y={284} width={160} />
    <path d="M188 84C230 84 230 180 262 190M188 198H262M188 302C230 302 230 200 262 206" className={tone.flow} />
    <rect x={262} y={150} width={112} height={96} rx={16} className={tone.panel} />
    <circle cx={300} cy={198} r={14} className={tone.accent} />
    <path d="M314 198h36M338 198v12M348 198v8" className={tone.line} />
    <path d="M374 186C410 186 420 120 446 110M374 210C410 210 430 270 466 270" className={tone.flow} />
    <Bucket x={446} y={52} width={140} height={100} />
    <Bucket x={466} y={214} width={120} height={90} />
    <Marker x={28} y={36} n={1} />
    <Marker x={262} y={150} n={2} />
    <Marker x={586} y={62} n={3} />
  </Drawing>
);

/** 1 primary, 2 standby and failover, 3 backups, 4 monitoring. */
export const DatabaseDiagram = (props: IllustrationProps) => (
  <Drawing {...props}>
    <ServerUnit x={24} y={132} width={130} />
    <ServerUnit x={24} y={184} width={130} />
    <path d="M154 168C200 168 210 150 250 150" className={tone.flow} />
    <Zone x={200} y={24} width={416} height={332} />
    <Cylinder x={250} y={60} width={110} height={120} />
    <Cylinder x={460} y={60} width={110} height={120} body="strong" />
    <path d="M364 130H456" className={tone.flow} />
    <rect x={230} y={256} width={220} height={76} rx={14} className={tone.panel} />
    {[0, 1, 2, 3].map((day) => (
      <rect key={day} x={250 + day * 34} y={278} width={26} height={32} rx={6} className={day === 3 ? tone.brand : tone.muted} />
    ))}
    <circle cx={408} cy={294} r={18} className={tone.muted} />
    <path d="M408 282v12l8 6" className={tone.line} />
    <rect x={470} y={256} width={126} height={76} rx={14} className={tone.panel} />
    <path d="M486 314l22-18 18 10 22-22 26 8" className={tone.line} />
    <path d="M305 214V256" className={tone.line} />
    <Marker x={250} y={70} n={1} />
    <Marker x={570} y={70} n={2} />
    <Marker x={230} y={256} n={3} />
    <Marker x={596} y={256} n={4} />
  </Drawing>
);

/** 1 push, 2 build, 3 release without downtime, 4 served over HTTPS. */
export const AppPlatformDiagram = (props: IllustrationProps) => (
  <Drawing {...props}>
    <path d="M60 100V280M60 150C60 190 110 180 110 220" className={tone.line} />
    <Node x={60} y={100} r={12} />
    <Node x={60} y={280} r={12} />
    <Node x={110} y={224} r={12} core="accent" />
    <path d="M126 220H184M272 200C300 200 300 140 330 140M272 210C300 210 300 260 330 260" className={tone.flow} />
    <Cube x={184} y={164} size={88} />
    <rect x={330} y={104} width={96} height={72} rx={14} className={tone.muted} />
    <Cube x={354} y={116} size={48} face="strong" />
    <rect x={330} y={224} width={96} height={72} rx={14} className={tone.panel} />
    <Cube x={354} y={236} size={48} />
    <path d="M426 260C450 260 450 200 470 200" className={tone.flow} />
    <Window x={470} y={70} width={146} height={240} />
    <circle cx={543} cy={210} r={44} className={tone.muted} />
    <path d="M499 210h88M543 166c-24 26-24 62 0 88M543 166c24 26 24 62 0 88" className={tone.line} />
    <rect x={586} y={86} width={22} height={18} rx={4} className={tone.ok} />
    <path d="M590 86v-6a7 7 0 0 1 14 0v6" className={tone.line} />
    <Marker x={60} y={100} n={1} />
    <Marker x={184} y={164} n={2} />
    <Marker x={426} y={224} n={3} />
    <Marker x={616} y={70} n={4} />
  </Drawing>
);

export const diagrams = {
  kubernetes: { Drawing: KubernetesDiagram, markers: 4 },
  network: { Drawing: NetworkDiagram, markers: 5 },
  storage: { Drawing: StorageDiagram, markers: 3 },
  database: { Drawing: DatabaseDiagram, markers: 4 },
  appPlatform: { Drawing: AppPlatformDiagram, markers: 4 },
} as const;

export type DiagramName = keyof typeof diagrams;
