// Ferengi Military Operations (TNG, 155_024): incident — on your table, once each turn one of your [TNG] Ferengi personnel (not V.I.P. or
// CIVILIAN) reports for free to your Ferengi outpost. Once per game, in your response window just after you won a battle, captured an
// opponent's personnel or commandeered a facility where your Ferengi DaiMon is (the ability names that DaiMon), you take two of: 5 points,
// two cards, an equipment downloaded where the DaiMon is (one ability per pair; one shared limit).
//   1E rulebook › THE PLAY PHASE › Alternating Actions; BATTLE; CAPTURE; COMMANDEER; DOWNLOADING (behaviour/ferengi-profits.ts ›
//   your-personnel-where-you-prevailed). Only the commandeering of a Nor opens a window in the engine (commandeer-windows.ts).
import { defineCard } from '../../behaviour/define';
import type { Effect } from '../../behaviour/vocabulary';
import type { Ability } from '../../behaviour/vocabulary-activations';

const points: Effect = { kind: 'score-points', points: 5, bonus: true };
const cards: Effect = { kind: 'draw', who: 'you', count: 2 };
const equipment: Effect = {
  kind: 'choose-cards',
  chooser: 'you',
  pool: { from: 'draw-deck', whose: 'you', filter: { types: ['Equipment'] }, download: true },
  pick: 1,
  upTo: true,
  chosen: 'download-present-with-target',
};
const pairs = [
  ['points-cards', [points, cards]],
  ['points-equipment', [points, equipment]],
  ['cards-equipment', [cards, equipment]],
] as const;
const moments = ['battle-ended', 'personnel-captured', 'facility-commandeered'] as const;

const abilities: readonly Ability[] = moments.flatMap((moment) =>
  pairs.map(([id, effects]): Ability => ({
    id: `${moment}-${id}`,
    limit: 'once-per-game',
    limitShared: 'military-operations',
    window: { kind: 'response', to: moment },
    targets: { kind: 'your-personnel-where-you-prevailed', filter: { affiliation: 'Ferengi', characteristic: 'DaiMon' } },
    effects,
  })),
);

export default defineCard('155_024', {
  title: 'Ferengi Military Operations',
  scenario: 'behaviour/ferengi-profits.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { icons: ['TNG'], affiliations: ['Ferengi'] }, except: [{ classification: 'V.I.P.' }, { classification: 'CIVILIAN' }], to: { outpostOf: ['Ferengi'] } }],
  abilities,
});
