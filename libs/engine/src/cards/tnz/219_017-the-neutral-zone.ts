// The Neutral Zone (tnz, 219_017): incident — seeds on your table only if you seeded five or more Neutral Zone Region
// missions of different titles and no homeworld. Every player's ships at a Neutral Zone Region location get RANGE +2;
// once per game you may download Test for Weakness or Consume: Outpost (onto a target of its own); at the end of every
// player's turn, that player draws one more card if a staffed, uncloaked, non-Federation ship of theirs is at a Neutral
// Zone Region mission.
//   1E rulebook › SEED PHASE (cards seeded on the table); DOWNLOADING; END OF TURN; behaviour/region-draws.ts,
//   fleet-modifiers.ts (`everyone`, `inRegion`), table-incidents.ts › missions-seeded-in-region.
import { defineCard } from '../../behaviour/define';

const REGION = 'Neutral Zone Region';

export default defineCard('219_017', {
  title: 'The Neutral Zone',
  scenario: 'behaviour/neutral-zone.spec.ts',
  seedRequires: [{ kind: 'missions-seeded-in-region', region: REGION, atLeast: 5, noHomeworld: true }],
  shipModifiers: [{ kind: 'fleet-ship-attribute', attributes: ['RANGE'], delta: 2, filter: {}, everyone: true, inRegion: REGION }],
  abilities: [
    { id: 'download-objective', limit: 'once-per-game', targets: { kind: 'card-with-own-target', titles: ['Test for Weakness', 'Consume: Outpost'] }, effects: [{ kind: 'download-with-own-target' }] },
  ],
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'turn-player-draws-if-ship-in-region', region: REGION, count: 1, notAffiliation: 'Federation' }] }],
});
