// IDIC: Courage of the V'Shar (llap, 195_010): incident — while on your table, your Vulcan personnel may attempt Alpha Quadrant missions whose requirements name SECURITY; its other abilities are played by hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('195_010', {
  title: "IDIC: Courage of the V'Shar",
  scenario: 'behaviour/incidents.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'attempt-missions', who: { affiliations: ['Vulcan'] }, missions: { quadrant: 'Alpha', requiring: 'SECURITY' } }],
  manual: [
    'drawing up to two cards when you play (not download) a Vulcan espionage card',
    'once each turn, exchanging an Espionage card from hand for a different one (a download)',
  ],
});
