// Sense the Borg (fc, 109_055): interrupt — just after a Borg personnel or ship is played or reported, a Rogue Borg Mercenaries is played, or a Borg Ship dilemma is encountered: take into hand from your draw deck one Weak Spot, Hugh, Borg Neuroprocessor or Ready Room Door (a download: the deck is then shuffled).
import { defineCard } from '../../behaviour/define';

const borgEntering = { anyOf: [{ types: ['Personnel', 'Ship'], affiliations: ['Borg'] }, { titles: ['Rogue Borg Mercenaries'] }] };
const download = { kind: 'cards-in-your-draw-deck', min: 1, max: 1, download: true, filter: { titles: ['Weak Spot', 'Hugh', 'Borg Neuroprocessor', 'Ready Room Door'] } } as const;
const effects = [{ kind: 'chosen-to-hand' }, { kind: 'shuffle-draw-deck', who: 'you' }] as const;

export default defineCard('109_055', {
  title: 'Sense the Borg',
  scenario: 'behaviour/entered-play.spec.ts',
  play: { window: { kind: 'response', to: 'card-played' }, requires: [{ kind: 'window-card-matches', filter: borgEntering }] },
  targets: download,
  triggers: [{ on: 'played', effects }],
  modes: [
    { play: { window: { kind: 'response', to: 'card-reported' }, requires: [{ kind: 'window-card-matches', filter: borgEntering }] }, targets: download, triggers: [{ on: 'played', effects }] },
    { play: { window: { kind: 'response', to: 'dilemma-encountered' }, requires: [{ kind: 'window-card-matches', filter: { titles: ['Borg Ship'] } }] }, targets: download, triggers: [{ on: 'played', effects }] },
  ],
});
