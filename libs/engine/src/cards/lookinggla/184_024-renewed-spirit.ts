// Renewed Spirit (lookinggla, 184_024): interrupt — unstops your non-Borg Away Team, or your non-Borg ship and its crew, at one of your universal missions, once per game per mission title. The Combo dilemma mode is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_024', {
  title: 'Renewed Spirit',
  scenario: 'behaviour/universal-mission-unstops.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-game-per-target-title' } },
  // Issue 15 (helper evint): behaviour/universal-mission-unstops.ts (`mission>planet` or `mission>ship`).
  targets: { kind: 'your-group-at-your-universal-mission' },
  triggers: [{ on: 'played', effects: [{ kind: 'unstop-chosen-group' }] }],
  manual: ['the other mode: nullify half of a Combo dilemma (Combo dilemmas are not modelled)'],
});
