// HQ: Ferengi Credit Exchange (roa, 117_037): incident — lies on a Ferengi Trading Post or Quark's Bar, or atop Ferenginar (Deliver Message); any player with an Acquisition personnel present may, up to three times each turn (one Gold-Pressed Latinum of theirs present each time), place that Latinum in their point area to score 2 bonus points, or discard it to draw a card, or discard it to put any one card of their discard pile beneath their draw deck. Subspace Interference may nullify it as it is played.
import { defineCard } from '../../behaviour/define';
import type { Ability } from '../../behaviour/vocabulary-activations';

const LATINUM = ['Gold-Pressed Latinum'];
// "Once each turn, discard up to three …": three uses a turn, one Latinum each, sharing one limit (behaviour/latinum.ts; activations.ts › anyPlayer).
const shared = {
  limit: { kind: 'per-turn', times: 3 },
  limitShared: 'exchange',
  anyPlayer: true,
  requires: [{ kind: 'actor-skill-present', skill: 'Acquisition' }],
} as const;

const abilities: readonly Ability[] = [
  { id: 'score', ...shared, costs: [{ kind: 'discard-present', titles: LATINUM, count: 1, to: 'point-area' }], effects: [{ kind: 'score-points', points: 2, bonus: true }] },
  { id: 'draw', ...shared, costs: [{ kind: 'discard-present', titles: LATINUM, count: 1 }], effects: [{ kind: 'draw', who: 'you', count: 1 }] },
  {
    id: 'recycle',
    ...shared,
    costs: [{ kind: 'discard-present', titles: LATINUM, count: 1 }],
    effects: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'discard', whose: 'you' }, pick: 1, chosen: 'deck-bottom' }],
  },
];

export default defineCard('117_037', {
  title: 'HQ: Ferengi Credit Exchange',
  scenario: 'behaviour/latinum.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'card-in-play', filter: { titles: ['Ferengi Trading Post', "Quark's Bar"] } },
  duration: 'on-target-card',
  // Or atop Ferenginar (1E rulebook › THE CARDS › MISSIONS › Tip: Homeworlds: Deliver Message).
  modes: [{ play: { window: { kind: 'normal-play' } }, targets: { kind: 'mission', missions: { titles: ['Deliver Message'] } }, duration: 'on-target-mission' }],
  abilities,
});
