// Blood Screening (mm, 122_024): event, countdown 3 — played on a shape-shifter who is infiltrating; when the countdown runs out (the end of its player's second turn after this one) the infiltrator is exposed (Odo Founder excepted, as his own text says) and the event is discarded; Kevin Uxbridge cannot touch it. The quarantine (that crew or Away Team may not pool skills) is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_024', {
  title: 'Blood Screening',
  scenario: 'behaviour/infiltration-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'infiltrating-shape-shifter' },
  duration: 'on-target-card',
  triggers: [{ on: 'turn-ends', whose: 'your', from: 'this-turn', yourTurn: 2, effects: [{ kind: 'expose-host', except: ['Odo Founder'] }, { kind: 'discard-self' }] }],
  immuneTo: ['Kevin Uxbridge', 'Kevin Uxbridge: Convergence'],
  manual: ['the infiltrated crew or Away Team is quarantined and may not pool skills while the event lies there'],
});
