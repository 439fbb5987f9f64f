// Dyson Sphere Door (SoG, 149_010): doorway seeded in the doorway phase — while it is on your table you may seed [AU] dilemmas (alternate-universe.ts); the Dyson Sphere side deck it opens, its download rules and the Empok Nor seeds are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_010', {
  title: 'Dyson Sphere Door',
  scenario: 'behaviour/alternate-universe.spec.ts',
  play: { window: { kind: 'seed', phase: 'doorway' } },
  duration: 'while-in-play',
  allowsAlternateUniverse: [{ seed: true, filter: { types: ['Dilemma'] } }],
  manual: [
    'it opens a side deck of up to 13 dilemmas, which you may examine (the engine has no open side decks)',
    'the dilemmas you download come from that side deck, ignoring the opponent\'s cards that prevent downloading',
    'when the opponent seeds Empok Nor, download and seed beneath it up to three dilemmas naming Empok Nor in game text or lore',
  ],
});
