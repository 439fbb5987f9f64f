// IDIC: Wisdom of Surak (llap, 195_012): incident — while on your table, your Vulcan personnel may attempt Alpha Quadrant missions whose requirements name Honor; its other abilities are played by hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('195_012', {
  title: 'IDIC: Wisdom of Surak',
  scenario: 'behaviour/incidents.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'attempt-missions', who: { affiliations: ['Vulcan'] }, missions: { quadrant: 'Alpha', requiring: 'Honor' } }],
  manual: [
    'drawing a card when you play a Vulcan Dissident as your normal card play',
    'the once-per-game download',
    'a Syrranite using Honor in place of another skill once per game',
  ],
});
