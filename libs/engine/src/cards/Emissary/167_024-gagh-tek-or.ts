// Gagh Tek Or? (Emissary, 167_024): incident — played, it downloads one of three named pairs of personnel as one download (normal
// reporting: each to a facility it may report to), its player draws no more cards this turn, and it is discarded. The main play is the
// first pair, modes 1 and 2 the others. The fourth, once-per-game way (a Klingon Restaurant site and one [DS9] Klingon reporting there)
// and the lasting mix of the downloaded personnel with their owner's [DS9] cards are played by hand.
//   1E rulebook › DOWNLOADING (Clarifications: Downloading — a download naming no place is a normal report; Invalid Downloads — both
//   must be found, or nothing is downloaded; General Quarters: The Personnel Download Limit — one action); the "draw no cards this
//   turn" of behaviour/no-card-draws.ts. Words: behaviour/vocabulary-group-downloads.ts.
import { defineCard } from '../../behaviour/define';

/** A personnel of one of these titles (the card list writes the Sky's the Limit reprints with their set name after the title). */
const titled = (...titles: string[]) => ({ titles });

/** One way of the incident: the two personnel of `pair`, then no more draws this turn. */
const way = (pair: readonly [readonly string[], readonly string[]]) => ({
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel-group-to-download', slots: [titled(...pair[0]), titled(...pair[1])] },
  triggers: [{ on: 'played', effects: [{ kind: 'download-group' }, { kind: 'no-card-draws-this-turn' }] }],
  duration: 'instant',
}) as const;

const lursaAndBetor = way([
  ['Lursa', "Lursa (The Sky's the Limit)"],
  ["B'Etor", "B'Etor (The Sky's the Limit)"],
]);

export default defineCard('167_024', {
  title: 'Gagh Tek Or?',
  scenario: 'behaviour/paired-downloads.spec.ts',
  ...lursaAndBetor,
  modes: [way([['Yeto'], ["T'Kar"]]), way([['Quark Son of Keldar'], ['Grilka']])],
  manual: [
    'the once-per-game way: downloading Klingon Restaurant and one [DS9] Klingon who may report there',
    'the personnel it downloaded mixing and cooperating with your [DS9] cards, when reporting and for the rest of the game',
  ],
});
