import { canonicalJson } from '@captains-log/hashing';
import type { ReplayFrame } from './format';

/** The members of a step's frame every perspective has alike. */
export type SharedFrame = Omit<ReplayFrame, 'text' | 'cards' | 'event' | 'stored' | 'salt' | 'patch'>;
/** The members of a frame that may differ by perspective (`event`, `stored` and `patch` as canonicalJson takes them). */
export type OwnFrame = Pick<ReplayFrame, 'text' | 'cards' | 'event' | 'stored' | 'salt' | 'patch'>;

const json = (value: unknown) => (value === undefined ? '' : canonicalJson(value));
const member = (name: string, value: unknown) => (value === undefined ? '' : `,"${name}":${canonicalJson(value)}`);

/**
 * canonicalJson of a step's frames, its members in their sorted order: the members every
 * perspective shares are serialised once per step (between the members that may differ), and
 * each perspective's frame is those pieces with its own members spliced in. The same text as
 * canonicalJson({ ...shared, ...own }) (frame-text.spec.ts checks it).
 */
export class FrameText {
  private readonly pieces: readonly string[];

  constructor(shared: SharedFrame) {
    const s = shared as Partial<ReplayFrame>;
    // sorted: actor cards commitment dispute event hash judge kind manual patch phase player prevHash
    // recordedAt revision rewound rule ruling salt step stored text turn type
    this.pieces = [
      `{"actor":${json(s.actor)}`,
      `${member('commitment', s.commitment)}${member('dispute', s.dispute)}`,
      `${member('hash', s.hash)}${member('judge', s.judge)}${member('kind', s.kind)}${member('manual', s.manual)}`,
      `${member('phase', s.phase)}${member('player', s.player)}${member('prevHash', s.prevHash)}${member('recordedAt', s.recordedAt)}` +
        `${member('revision', s.revision)}${member('rewound', s.rewound)}${member('rule', s.rule)}${member('ruling', s.ruling)}`,
      member('step', s.step),
      `${member('turn', s.turn)}${member('type', s.type)}}`,
    ];
  }

  /** The frame's line for one perspective's own members. */
  line(own: OwnFrame): string {
    const [a, b, c, d, e, f] = this.pieces as [string, string, string, string, string, string];
    return `${a}${member('cards', own.cards)}${b}${member('event', own.event)}${c}${member('patch', own.patch)}${d}${member('salt', own.salt)}${e}${member('stored', own.stored)}${member('text', own.text)}${f}`;
  }
}
