// Process Ore (ds9, 112_143): objective — played on an Ore Processing Unit, it lies there. At the start of each of your turns, if you control that Nor at a planet location (and the unit is not idle under Federation or Bajoran control) with a personnel matching the Nor with ENGINEER or SECURITY unopposed at the unit, you may "process ore": discard a card from hand, the bottom card of your discard pile goes beneath your draw deck or out of play (your choice: yes is beneath the deck), then draw up to two cards (behaviour/site-cards.ts, turn-starts.ts); the unit then counts as having processed ore (ore-overloads.ts).
import { defineCard } from '../../behaviour/define';
import { drawUpTo, recycleThenDraw } from '../../behaviour/effect-builders';

export default defineCard('112_143', {
  title: 'Process Ore',
  scenario: 'behaviour/site-text.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'site', titles: ['Ore Processing Unit'] },
  duration: 'on-target-card',
  atTurnStart: {
    whose: 'your',
    optional: true,
    requires: [{ kind: 'nor-site-staffed', classifications: ['ENGINEER', 'SECURITY'], atPlanet: true }],
    // Issue 15 (helper partners): the unit records that ore was processed at it (behaviour/ore-overloads.ts: Reactor Overload).
    effects: [{ kind: 'ore-processed' }, recycleThenDraw(drawUpTo(2))],
  },
});
