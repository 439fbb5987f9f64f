import { CanonicalText, canonicalJson } from '@captains-log/hashing';
import { FrameText, type OwnFrame, type SharedFrame } from './frame-text';

const shared: SharedFrame = {
  kind: 'frame',
  step: 7,
  revision: 7,
  type: 'CardPlayed',
  recordedAt: null,
  turn: 2,
  player: 'p1',
  phase: 'play',
  actor: 'p1',
  rule: '1E rulebook › PLAY',
  prevHash: 'a'.repeat(64),
  hash: 'b'.repeat(64),
  commitment: 'c'.repeat(64),
};

describe('FrameText', () => {
  const owns: OwnFrame[] = [
    { text: 'Kirk plays "Data"', cards: ['c1'], event: { type: 'CardPlayed', card: 'c1' } },
    { text: 'x', cards: [], event: new CanonicalText('{"type":"X"}'), stored: new CanonicalText('{"id":"e"}') as never, salt: 'd'.repeat(64), patch: [['s', ['phase'], 'orders']] },
  ];
  const shareds: SharedFrame[] = [
    shared,
    { ...shared, actor: null, turn: null, player: null, rule: null, manual: true, dispute: true, judge: true, ruling: 'r1', rewound: true },
  ];
  it.each(shareds.flatMap((s) => owns.map((o) => [s, o] as const)))('is canonicalJson of the whole frame', (s, own) => {
    expect(new FrameText(s).line(own)).toBe(canonicalJson({ ...s, ...own }));
  });
});
