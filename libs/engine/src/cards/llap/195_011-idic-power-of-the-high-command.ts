// IDIC: Power of the High Command (llap, 195_011): incident — while on your table, your Vulcan personnel may attempt Alpha Quadrant missions whose requirements name OFFICER; its other abilities are played by hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('195_011', {
  title: 'IDIC: Power of the High Command',
  scenario: 'behaviour/incidents.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'attempt-missions', who: { affiliations: ['Vulcan'] }, missions: { quadrant: 'Alpha', requiring: 'OFFICER' } }],
  manual: [
    'drawing up to two cards (or a once-per-game download) when you play a [Sch] card with four [Vul] personnel in play',
  ],
});
