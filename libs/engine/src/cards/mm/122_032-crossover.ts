// Crossover (mm, 122_032): incident — on your table (seeded or played). Once each turn, one of two uses (one shared limit):
// one of your Mirror Universe personnel reports for duty as if it had no [MU] icon (native to the Alpha Quadrant); or,
// just after you report one of the eleven personnel the card names, you may download a Multidimensional Transport Device
// where that personnel is — or, after you report the Device with your normal card play, you may download one of those
// personnel where the Device is, and then the incident is discarded.
//   1E rulebook › REPORTING FOR DUTY › NATIVE QUADRANT; DOWNLOADING; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES;
//   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS (behaviour/quadrant-crossing.ts, when-cards-played.ts).
import { defineCard } from '../../behaviour/define';
import type { Effect } from '../../behaviour/vocabulary';

const NAMED = ['Smiley', 'Benjamin Sisko', 'Professor Sisko', 'Jake Sisko', 'Bareil', 'The Intendant', "Grand Nagus Zek", "Maihar'du", 'Ezri', 'Rom', 'Quark'];
const DEVICE = 'Multidimensional Transport Device';
const LIMIT = 'Crossover (once each turn)';

const downloadDevice: Effect = {
  kind: 'choose-cards',
  chooser: 'you',
  pool: { from: 'draw-deck', whose: 'you', filter: { types: ['Equipment'], namedTitles: [DEVICE] }, download: true },
  pick: 1,
  upTo: true,
  chosen: 'download-present-with-target',
  then: [{ kind: 'spend-use-this-turn', key: LIMIT }],
};
const downloadNamed: Effect = {
  kind: 'choose-cards',
  chooser: 'you',
  pool: { from: 'draw-deck', whose: 'you', filter: { types: ['Personnel'], namedTitles: NAMED }, download: true },
  pick: 1,
  upTo: true,
  chosen: 'download-present-with-target',
  then: [{ kind: 'spend-use-this-turn', key: LIMIT }, { kind: 'discard-self' }],
};

export default defineCard('122_032', {
  title: 'Crossover',
  scenario: 'behaviour/mirror-crossover.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'report-as-if-native', from: 'Mirror', to: 'Alpha', types: ['Personnel'], icon: 'MU', oncePerTurn: true, limitKey: LIMIT }],
  whenCardsPlayed: {
    filter: { types: ['Personnel'], namedTitles: NAMED },
    targetPlayed: true,
    oncePerTurn: true,
    limitKey: LIMIT,
    // The use is spent only when a card is downloaded: declining the "may" leaves the turn's use for the [MU] report.
    spentByEffects: true,
    effects: [downloadDevice],
    also: [{ filter: { types: ['Equipment'], namedTitles: [DEVICE] }, normalCardPlay: true, targetPlayed: true, oncePerTurn: true, limitKey: LIMIT, spentByEffects: true, effects: [downloadNamed] }],
  },
});
