// Reactor Overload (roa, 117_041): incident — seeded or played on the table. First way: as soon as any player has processed
// ore at an Ore Processing Unit in play that is not immune, that site is destroyed (with everything at it) and the incident goes
// back to its owner's hand. Second way: played on your ship or facility (or, lying on your table, placed there on your turn), a
// surge aboard it: each android disabled until a Cybernetics personnel of its owner is present, every [Holo] card erased, each
// Borg killed unless its owner has a [Com] Borg in the hive, every Rogue Borg on the ship killed; then back to your hand.
//   1E rulebook › THE CARDS › INCIDENTS; Current Rulings › Reactor Overload (no conditions for the second way: used, back to
//   hand, even with nothing aboard to affect). Behaviour/ore-overloads.ts, em-surges.ts.
import { defineCard } from '../../behaviour/define';
import type { Effect } from '../../behaviour/vocabulary';

const YOUR_SHIP_OR_FACILITY = { kind: 'card-in-play', whose: 'yours', filter: { types: ['Ship', 'Facility'] } } as const;

const SURGE: readonly Effect[] = [
  { kind: 'disable-aboard-until-present', filter: { species: 'Android' }, until: 'Cybernetics' },
  { kind: 'erase-aboard', icon: 'Holo' },
  { kind: 'kill-affiliation-aboard-unless-hive-icon', affiliation: 'Borg', icon: 'Com' },
  { kind: 'kill-group-aboard', group: 'Rogue Borg' },
  { kind: 'self-back-to-hand' },
];

export default defineCard('117_041', {
  title: 'Reactor Overload',
  scenario: 'behaviour/ore-overloads.spec.ts',
  play: { window: { kind: 'normal-play' } },
  overloadsOreSites: true,
  modes: [{ play: { window: { kind: 'normal-play' } }, targets: YOUR_SHIP_OR_FACILITY, duration: 'instant', triggers: [{ on: 'played', effects: SURGE }] }],
  abilities: [{ id: 'surge', window: 'own-turn', targets: YOUR_SHIP_OR_FACILITY, effects: SURGE }],
});
