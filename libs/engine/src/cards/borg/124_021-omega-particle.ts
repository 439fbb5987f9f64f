// Omega Particle (borg, 124_021): event, countdown 3 — played on your outpost, it lies there. When its countdown runs out (the
// end of its owner's second turn after the one it is played in) it destroys that outpost and every ship at its location
// (anyone's), and is discarded. Manual: any player's download of Omega Directive or Harness Particle 010 as it is played, and the
// mission there being span +3 from then on (no word yet for a mission's span changed).
//   Behaviour/host-destructions.ts; 1E rulebook › END OF TURN › COUNTDOWNS; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_021', {
  title: 'Omega Particle',
  scenario: 'behaviour/host-destructions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-facility', facilityKind: 'Outpost' },
  duration: 'on-target-card',
  triggers: [{ on: 'turn-ends', whose: 'your', from: 'this-turn', yourTurn: 2, effects: [{ kind: 'destroy-host-facility-and-ships-here' }, { kind: 'discard-self' }] }],
  manual: [
    'as it is played, any player may download Omega Directive or Harness Particle 010',
    'once its countdown has run out, the mission at its location is span +3',
  ],
});
