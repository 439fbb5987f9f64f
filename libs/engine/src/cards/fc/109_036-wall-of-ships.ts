// Wall of Ships (fc, 109_036): event, two ways (PlayCard.mode) — 0: on your table, each of your Enterprises gets +1 RANGE, WEAPONS and SHIELDS per copy; 1: download an Enterprise, then the event is discarded.
import { defineCard } from '../../behaviour/define';

/** The ships the card list names Enterprise (the `{any Enterprise}` persona link). */
const ENTERPRISES = [
  'Enterprise',
  'Future Enterprise',
  'I.S.S. Enterprise',
  'I.S.S. Enterprise NX-01',
  'NX-01 Enterprise',
  'Starship Enterprise',
  'Starship Enterprise (Chain of Command)',
  'Starship Enterprise (The Motion Pictures)',
  'U.S.S. Enterprise',
  'U.S.S. Enterprise (20th Anniversary)',
  'U.S.S. Enterprise (Chain of Command)',
  'U.S.S. Enterprise-A',
  'U.S.S. Enterprise-B',
  'U.S.S. Enterprise-C',
  'U.S.S. Enterprise-E',
  'U.S.S. Enterprise-E (20th Anniversary)',
  'U.S.S. Enterprise-E (Chain of Command)',
];

export default defineCard('109_036', {
  title: 'Wall of Ships',
  scenario: 'behaviour/modes.spec.ts',
  play: { window: { kind: 'normal-play' } },
  shipModifiers: [
    {
      kind: 'fleet-ship-attribute',
      attributes: ['RANGE', 'WEAPONS', 'SHIELDS'],
      delta: 1,
      filter: { titleWord: 'Enterprise' },
      cumulative: true,
    },
  ],
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      targets: { kind: 'card-to-download', filter: { types: ['Ship'], titles: ENTERPRISES } },
      triggers: [{ on: 'played', effects: [{ kind: 'download-target' }] }],
      duration: 'instant',
    },
  ],
});
