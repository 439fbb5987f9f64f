// Training Cruise (metamorpho, 202_016): incident — lies on your ship; compatible cadets may report aboard it (one each turn for free); the ship is RANGE, WEAPONS and SHIELDS +1 per cadet aboard (at most +4); while at most one of its crew is not a cadet, the ship and its crew ignore the affiliation attack restrictions.
//   1E rulebook › REPORTING FOR DUTY (unless a card says otherwise); PLAYING "FOR FREE"; BATTLE › ATTACK RESTRICTIONS.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_016', {
  title: 'Training Cruise',
  scenario: 'behaviour/crew-lifted-restrictions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'ship', whose: 'yours' },
  duration: 'on-target-card',
  // report-aboard.ts (compatibility checked there) and free-reports.ts › placeFreeReport (one a turn).
  permits: [{ kind: 'report-aboard', filter: { type: 'Personnel', characteristic: 'Cadet' }, free: 'once-per-turn' }],
  // ship-modifiers-aboard.ts (`perAboard`).
  shipModifiers: [{ kind: 'ship-attribute-with-aboard', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 1, perAboard: { characteristic: 'Cadet' }, max: 4 }],
  // crew-lifted-restrictions.ts.
  hostCrewIgnoresAttackRestrictions: { filter: { characteristic: 'Cadet' }, othersAtMost: 1 },
});
