// Blood Screening (mm, 122_024): event, countdown 3 — played on a shape-shifter who is infiltrating; when the countdown runs out (the end of its player's second turn after this one) the infiltrator is exposed (Odo Founder excepted, as his own text says) and the event is discarded; Kevin Uxbridge cannot touch it. That crew or Away Team is quarantined and may not pool skills while it lies there (behaviour/group-quarantines.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('122_024', {
  title: 'Blood Screening',
  scenario: 'behaviour/group-quarantines.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'infiltrating-shape-shifter' },
  duration: 'on-target-card',
  triggers: [{ on: 'turn-ends', whose: 'your', from: 'this-turn', yourTurn: 2, effects: [{ kind: 'expose-host', except: ['Odo Founder'] }, { kind: 'discard-self' }] }],
  immuneTo: ['Kevin Uxbridge', 'Kevin Uxbridge: Convergence'],
  // Issue 15 (helper partials): 1E rulebook › QUARANTINED; 1E current rulings › pooling skills (spec behaviour/group-quarantines.spec.ts).
  quarantinesHostGroup: { noPooling: true },
});
