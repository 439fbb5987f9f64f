// Renewal Scroll (ds9, 112_071): event — with three Bajorans of yours in play, you throw away any number of cards from hand and draw as many plus two; then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_071', {
  title: 'Renewal Scroll',
  scenario: 'behaviour/events-choices.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'you-have-personnel', filter: { affiliation: 'Bajoran' }, atLeast: 3 }] },
  targets: { kind: 'cards-in-your-hand', min: 0, max: 99 },
  triggers: [{ on: 'played', effects: [{ kind: 'discard-chosen' }, { kind: 'draw-per-chosen', plus: 2 }] }],
  duration: 'instant',
});
